/**
 * A remark plugin: `[[Title]]` and `[[Title|shown]]` in text become links to `#wiki:{Title}`,
 * which MarkdownView hands to its `renderWikiLink`. Code spans and blocks are their own nodes,
 * so links inside code stay text; text already inside a link is left alone.
 */
import { splitWikiLinks } from '@learnlog/shared';

const WIKI_HREF = '#wiki:';

interface MdNode {
  type: string;
  value?: string;
  url?: string;
  children?: MdNode[];
}

function split(node: MdNode): MdNode[] {
  if (node.type !== 'text' || !node.value?.includes('[[')) return [node];
  return splitWikiLinks(node.value).map((segment) =>
    segment.kind === 'text'
      ? { type: 'text', value: segment.text }
      : { type: 'link', url: `${WIKI_HREF}${encodeURIComponent(segment.link.target)}`, children: [{ type: 'text', value: segment.link.shown }] },
  );
}

function walk(node: MdNode): void {
  if (!node.children || node.type === 'link' || node.type === 'linkReference') return;
  node.children = node.children.flatMap(split);
  for (const child of node.children) walk(child);
}

export function remarkWikiLinks() {
  return (tree: MdNode) => walk(tree);
}

/** The title a `#wiki:` href names, or null for any other href. */
export function wikiTarget(href: string | undefined): string | null {
  return href?.startsWith(WIKI_HREF) ? decodeURIComponent(href.slice(WIKI_HREF.length)) : null;
}
