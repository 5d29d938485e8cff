/** What a journal card shows of an entry's markdown: its lines as plain text, cut to 150 characters. */
import { UI, markdownPreview } from '@learnlog/shared';

/**
 * The first 150 characters, ending on a word with an ellipsis when there is more (core spec 2).
 * Lines are kept: show it with `whitespace-pre-line`.
 */
export function entryPreview(content: string, chars: number = UI.entryPreviewChars): string {
  return markdownPreview(content, chars);
}

/** The public address of a shared entry (`/journal/{shareId}`). */
export function shareLink(origin: string, shareId: string): string {
  return `${origin}/journal/${encodeURIComponent(shareId)}`;
}
