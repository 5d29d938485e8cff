/** What other features may use of journal; the rest of the folder is its own (eslint enforces it). */
export { entryPreview } from './data/entry-preview';
export { toggleEntryPublic } from './data/toggle-entry-public';
export { NewEntryButton } from './new-entry-button';
export { entryPath } from './reading/entry-path';
export { journalPath } from './data/journal-filter';
export { scalePhoto } from './data/photo-scaling';
export { EntriesAbout } from './components/entries-about';
export { offerLinkUpdate } from './components/offer-link-update';
export { EntryLinkList } from './components/entry-link-list';
