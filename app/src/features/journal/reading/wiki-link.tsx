/**
 * One `[[link]]` as it reads: to the entry, resource or goal it names, or, when nothing has that
 * title yet, muted and dashed, offering to write an entry of that title.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { wikiTitleKey, type WikiTarget } from '@learnlog/shared';
import { entryPath } from './entry-path';

const targetPath = (target: WikiTarget) =>
  target.kind === 'entry' ? entryPath(target.id) : target.kind === 'resource' ? `/resources/${target.id}` : `/goals/${target.id}`;

export function WikiLink({ title, shown, targets }: { title: string; shown: ReactNode; targets: Map<string, WikiTarget> | undefined }) {
  const target = targets?.get(wikiTitleKey(title));
  if (target) {
    return (
      <Link to={targetPath(target)} className="font-medium text-brand-ink underline decoration-brand-300 underline-offset-2 hover:decoration-2" data-wiki-link={target.kind}>
        {shown}
      </Link>
    );
  }
  return (
    <Link
      to={`/new-entry?title=${encodeURIComponent(title)}`}
      className="text-ink-muted underline decoration-dashed underline-offset-2 hover:text-ink"
      title={`No entry titled “${title}” yet: write it`}
      data-wiki-link="unresolved"
    >
      {shown}
      <span className="sr-only"> (no entry yet, write it)</span>
    </Link>
  );
}
