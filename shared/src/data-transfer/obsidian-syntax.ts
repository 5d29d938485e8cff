/**
 * Obsidian's own Markdown, made LearnLog's: `[[Note#Heading]]` and `[[folder/Note]]` become
 * links to the note's title (LearnLog resolves `[[Title]]` by title), callouts become quotes
 * with their title in bold. Code is left as written.
 */

const FENCED_OR_INLINE_CODE = /(```[\s\S]*?(?:```|$)|~~~[\s\S]*?(?:~~~|$)|`[^`\n]*`)/;

/** `change` applied to the text between code blocks and code spans, never inside them. */
export function outsideCode(text: string, change: (prose: string) => string): string {
  return text
    .split(FENCED_OR_INLINE_CODE)
    .map((part, index) => (index % 2 === 1 ? part : change(part)))
    .join('');
}

const WIKI_LINK = /(!?)\[\[([^\]\n]+?)\]\]/g;

export interface WikiTarget {
  /** The note's path or name as written, without `#heading` or `^block` ("folder/Note"). */
  name: string;
  /** The text after `|`, when the link has one. */
  shown: string | undefined;
  /** The `#heading` part without the `#`, when present. */
  heading: string | undefined;
}

export function parseWikiTarget(inner: string): WikiTarget {
  const bar = inner.search(/\\?\|/);
  const target = bar >= 0 ? inner.slice(0, bar) : inner;
  const shownText = bar >= 0 ? inner.slice(bar).replace(/^\\?\|/, '').trim() : undefined;
  // "Note#Heading" and "Note#^block"; a "#" before a space or at the end is the name's own ("C# basics", "F#").
  const hash = target.search(/#(?=[^\s#])/);
  const name = (hash >= 0 ? target.slice(0, hash) : target).trim();
  const heading = hash >= 0 ? target.slice(hash + 1).replace(/^\^/, '').trim() || undefined : undefined;
  return { name, shown: shownText || undefined, heading };
}

/** "folder/Note.md" → "Note". */
export const baseName = (path: string) => (path.split('/').pop() ?? path).replace(/\.(md|markdown|txt)$/i, '');

const linkSafe = (text: string) => text.replace(/[[\]|\n]/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * Every `[[link]]` (and `![[embed]]` that `embed` leaves to it: it answers null) rewritten to a
 * LearnLog link: `titleOf` names the note a link points to, null when it is not in the vault.
 */
export function rewriteWikiLinks(
  text: string,
  titleOf: (name: string) => string | null,
  embed: (target: WikiTarget) => string | null = () => null,
): string {
  return outsideCode(text, (prose) =>
    prose.replace(WIKI_LINK, (whole, bang: string, inner: string) => {
      const target = parseWikiTarget(inner);
      if (bang) {
        const embedded = embed(target);
        if (embedded !== null) return embedded;
      }
      // A link to a heading of this very note: its words stay, as the reader saw them.
      if (!target.name) return target.shown ?? target.heading ?? '';
      // A note of the vault by its title; any other link as written (a LearnLog title may hold a "/").
      const title = titleOf(target.name) ?? target.name;
      const written = titleOf(target.name) === null ? target.name : baseName(target.name);
      const shown = target.shown ?? (title.toLowerCase() === written.toLowerCase() ? undefined : written);
      const link = linkSafe(title);
      if (!link) return whole;
      return shown ? `[[${link}|${linkSafe(shown)}]]` : `[[${link}]]`;
    }),
  );
}

const CALLOUT = /^((?:[ \t]*>)+)[ \t]*\[!([\w-]+)\][+-]?[ \t]*(.*)$/gm;

/** `> [!note] Title` → `> **Title**`; a callout without a title is titled by its kind ("Warning"). */
export function calloutsAsQuotes(text: string): string {
  return outsideCode(text, (prose) =>
    prose.replace(CALLOUT, (_whole, quote: string, kind: string, title: string) => {
      const heading = title.trim() || kind.charAt(0).toUpperCase() + kind.slice(1).toLowerCase().replace(/-/g, ' ');
      return `${quote} **${heading.replace(/\*\*/g, '')}**`;
    }),
  );
}
