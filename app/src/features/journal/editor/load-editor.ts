/**
 * The editor's code (CodeMirror, the markdown preview) is a chunk of its own, fetched when the
 * editor opens or, on screens that offer New Entry, once the screen has settled.
 */
export const loadNewEntryEditor = () => import('./new-entry-route');

export function preloadEntryEditor(): void {
  loadNewEntryEditor().catch(() => undefined);
}
