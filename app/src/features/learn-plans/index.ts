/** What other features may use of learn-plans; the rest of the folder is its own (eslint enforces it). */
export { isPremiumRequired, usePremium } from './data/use-premium';
