/** What other features may use of reminders; the rest of the folder is its own (eslint enforces it). */
export { RemindersSection } from './reminders-section';
export { forgetThisBrowsersPush } from './data/push-subscription';
