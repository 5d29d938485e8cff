/** What other features may use of resources; the rest of the folder is its own (eslint enforces it). */
export { AddResourceButton } from './components/add-resource-button';
export { ResourceTypeIcon } from './components/resource-type-icon';
export { STATUS_LABELS, TYPE_LABELS } from './data/resource-labels';
export { useInProgressResources } from './data/use-resources';
