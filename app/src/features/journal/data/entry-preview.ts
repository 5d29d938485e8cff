/** What a journal card shows of an entry's markdown: plain text, cut to 150 characters. */
import { UI } from '@learnlog/shared';

/** Markdown marks a reader would not expect on a card: heading hashes, quote and list marks, emphasis. */
function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+\.\s+)/gm, '')
    .replace(/(\*\*|__|\*|_|`|~~)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first 150 characters plus '...' when there is more (core spec 2). */
export function entryPreview(content: string, chars: number = UI.entryPreviewChars): string {
  const text = plainText(content);
  return text.length > chars ? `${text.slice(0, chars)}...` : text;
}

/** The public address of a shared entry (`/journal/{shareId}`). */
export function shareLink(origin: string, shareId: string): string {
  return `${origin}/journal/${encodeURIComponent(shareId)}`;
}
