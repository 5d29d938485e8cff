import { cutAtWord, markdownPlainText } from './markdown-text';

/**
 * How a public page names itself: the browser tab (set by the app) and the link preview (set by
 * the server for crawlers, which run no script) read the same words from here.
 */

export interface PublicName {
  username: string;
  firstName: string | null;
  lastName: string | null;
}

/** "Ada Lovelace", else "@ada". */
export function publicDisplayName(person: PublicName): string {
  const name = [person.firstName, person.lastName].map((part) => part?.trim()).filter(Boolean).join(' ');
  return name || `@${person.username}`;
}

export function sharePageTitle(person: PublicName): string {
  return `${publicDisplayName(person)}'s Learning Journey · LearnLog`;
}

export function sharedEntryTitle(entry: { title: string }): string {
  return `${entry.title} · LearnLog`;
}

/** Markdown as one line of plain text (a link preview's description), cut at a word with an ellipsis. */
export function plainTextPreview(markdown: string, maxChars: number): string {
  return cutAtWord(markdownPlainText(markdown), maxChars);
}
