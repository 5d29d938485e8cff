/** What other features may use of the calendar; the rest of the folder is its own (eslint enforces it). */
export { ActivityHeatmap } from './components/activity-heatmap';
export { firstDay, lastDay, monthOf, yearEndingWith } from './data/calendar-month';
export { monthTotals } from './data/activity';
export { monthName } from './data/calendar-words';
export type { Activity, DayActivity } from './data/activity';
