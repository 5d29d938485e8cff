/** What other features may use of progress; the rest of the folder is its own (eslint enforces it). */
export { useProgressStats } from './data/use-progress-stats';
