/** What other features may use of premium-templates; the rest of the folder is its own (eslint enforces it). */
export { useTemplatePrefill } from './data/use-template-prefill';
