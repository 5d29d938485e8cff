/** What other features may use of review; the rest of the folder is its own (eslint enforces it). */
export { ReviewDashboardCard } from './components/review-dashboard-card';
export { OnThisDay } from './components/on-this-day';
export { ReviewTheseCards } from './components/review-these-cards';
