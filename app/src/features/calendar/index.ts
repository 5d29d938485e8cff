/** What other features may use of the calendar; the rest of the folder is its own (eslint enforces it). */
export { ActivityHeatmap } from './components/activity-heatmap';
export { firstDay, lastDay, monthOf, yearEndingWith } from './data/calendar-month';
export type { Activity, DayActivity } from './data/activity';
