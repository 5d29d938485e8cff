/** What a journal card shows of an entry's markdown: plain text, cut to 150 characters. */
import { UI, markdownPlainText } from '@learnlog/shared';

/** The first 150 characters plus '...' when there is more (core spec 2). */
export function entryPreview(content: string, chars: number = UI.entryPreviewChars): string {
  const text = markdownPlainText(content);
  return text.length > chars ? `${text.slice(0, chars)}...` : text;
}

/** The public address of a shared entry (`/journal/{shareId}`). */
export function shareLink(origin: string, shareId: string): string {
  return `${origin}/journal/${encodeURIComponent(shareId)}`;
}
