/** What other features may use of sync-status; the rest of the folder is its own (eslint enforces it). */
export { PendingMarker } from './pending-marker';
