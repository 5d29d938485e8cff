/** What other features may use of access; the rest of the folder is its own (eslint enforces it). */
export { useUsage } from './use-usage';
