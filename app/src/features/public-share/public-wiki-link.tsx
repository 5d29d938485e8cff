/**
 * A `[[link]]` on a public entry: a link to the other public entry it names, or its text alone
 * (the server names only public entries; anything else a visitor sees as plain words).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { splitWikiLinks, wikiTitleKey } from '@learnlog/shared';

export type PublicLinks = Record<string, string>;

export function PublicWikiLink({ title, shown, links }: { title: string; shown: ReactNode; links: PublicLinks }) {
  const shareId = links[wikiTitleKey(title)];
  if (!shareId) return <span>{shown}</span>;
  return (
    <Link to={`/journal/${encodeURIComponent(shareId)}`} className="font-medium text-brand-ink underline decoration-brand-300 underline-offset-2 hover:decoration-2">
      {shown}
    </Link>
  );
}

/** Plain text (a key learning) with its `[[links]]` read as above. */
export function PublicLinkedText({ text, links }: { text: string; links: PublicLinks }) {
  return splitWikiLinks(text).map((segment, i) =>
    segment.kind === 'text' ? <span key={i}>{segment.text}</span> : <PublicWikiLink key={i} title={segment.link.target} shown={segment.link.shown} links={links} />,
  );
}
