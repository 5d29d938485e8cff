/** What other features may use of your-data; the rest of the folder is its own (eslint enforces it). */
export { YourDataSection } from './your-data-section';
