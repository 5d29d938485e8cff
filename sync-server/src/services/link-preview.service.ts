/**
 * Link previews for the public pages. Chat apps and search crawlers read the HTML and run no
 * script, so for `/share/{username}` and `/journal/{shareId}` the server puts the page's own
 * title and description into the app shell before sending it. The words come from the same
 * public reads (and public schemas) the pages use, so a preview never shows a private field.
 */
import { plainTextPreview, publicDisplayName, sharePageTitle, sharedEntryTitle } from '@learnlog/shared';
import type { Queries } from '../db/database';
import { findSharePage, findSharedEntry } from './share.service';

export interface LinkPreview {
  title: string;
  description: string;
  type: 'profile' | 'article';
}

/** Descriptions longer than this are cut by most previews anyway. */
const PREVIEW_DESCRIPTION_CHARS = 160;

const SHARE_PAGE_PATH = /^\/share\/([^/]+)\/?$/;
const SHARED_ENTRY_PATH = /^\/journal\/([^/]+)\/?$/;

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The preview for a public page's path, or undefined (not a public page, or nothing public there). */
export async function findLinkPreview(db: Queries, pathname: string): Promise<LinkPreview | undefined> {
  const share = SHARE_PAGE_PATH.exec(pathname);
  if (share?.[1]) {
    const username = decodeSegment(share[1]);
    const page = username ? await findSharePage(db, username) : undefined;
    if (!page) return undefined;
    const name = publicDisplayName(page.user);
    const count = page.entries.length;
    const bio = page.user.sharePageBio?.trim();
    return {
      title: sharePageTitle(page.user),
      description: bio
        ? plainTextPreview(bio, PREVIEW_DESCRIPTION_CHARS)
        : `${name}'s learning journal on LearnLog: ${count} public ${count === 1 ? 'entry' : 'entries'}.`,
      type: 'profile',
    };
  }
  const journal = SHARED_ENTRY_PATH.exec(pathname);
  if (journal?.[1]) {
    const shareId = decodeSegment(journal[1]);
    const entry = shareId ? await findSharedEntry(db, shareId) : undefined;
    if (!entry) return undefined;
    const summary = entry.keyLearning?.trim() || entry.content;
    return {
      title: sharedEntryTitle(entry),
      description: plainTextPreview(summary, PREVIEW_DESCRIPTION_CHARS) || `A learning journal entry by ${publicDisplayName(entry.author)}.`,
      type: 'article',
    };
  }
  return undefined;
}

/** Learner-written text goes into HTML: every character that could end an attribute or open a tag is escaped. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const metaTag = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/**
 * The app shell with the preview's title and description: the shell's own <title> and
 * description are replaced (a page must have one of each), and Open Graph / Twitter tags added.
 */
export function withLinkPreview(html: string, preview: LinkPreview): string {
  const tags = [
    `<title>${escapeHtml(preview.title)}</title>`,
    metaTag('name', 'description', preview.description),
    metaTag('property', 'og:title', preview.title),
    metaTag('property', 'og:description', preview.description),
    metaTag('property', 'og:type', preview.type),
    metaTag('property', 'og:site_name', 'LearnLog'),
    metaTag('name', 'twitter:card', 'summary'),
    metaTag('name', 'twitter:title', preview.title),
    metaTag('name', 'twitter:description', preview.description),
  ].join('\n    ');
  const stripped = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  // A function replacement, so "$&" or "$1" in a learner's text is never read as a pattern.
  return stripped.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
}
