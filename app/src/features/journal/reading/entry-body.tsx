/** The entry as it reads: key learning, the rendered markdown (its photos in place), questions, the other photos and what it links to. */
import { useCallback, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { HelpCircle, Library, Lightbulb, Target } from 'lucide-react';
import { photosShownInPlace, splitWikiLinks } from '@learnlog/shared';
import type { LocalEntry } from '../../../db/local-records';
import { MarkdownView } from '../../../components/markdown-view';
import { PhotoGrid } from '../../../components/photo-grid';
import { useWikiTargets } from '../data/entry-links';
import type { EntryLink } from '../data/entry-reading';
import { LinkedFrom } from './linked-from';
import { MentionedIn } from './mentioned-in';
import { WikiLink } from './wiki-link';

type RenderLink = (title: string, shown: ReactNode) => ReactNode;

/** Plain text with its `[[links]]` as links. */
function LinkedText({ text, renderLink }: { text: string; renderLink: RenderLink }) {
  return splitWikiLinks(text).map((segment, i) => (
    <span key={i}>{segment.kind === 'text' ? segment.text : renderLink(segment.link.target, segment.link.shown)}</span>
  ));
}

function Callout({ icon: Icon, title, text, renderLink }: { icon: typeof Lightbulb; title: string; text: string; renderLink: RenderLink }) {
  return (
    <aside aria-label={title} className="flex gap-3 rounded-2xl border border-line bg-brand-soft/60 p-4">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-ink" />
      <div className="min-w-0">
        <h2 className="text-sm font-semibold text-ink">{title}</h2>
        <p className="mt-1 whitespace-pre-line wrap-anywhere text-ink">
          <LinkedText text={text} renderLink={renderLink} />
        </p>
      </div>
    </aside>
  );
}

function LinkList({ title, icon: Icon, links, to }: { title: string; icon: typeof Library; links: EntryLink[]; to: (id: number) => string }) {
  if (links.length === 0) return null;
  return (
    <section aria-label={title}>
      <h2 className="flex items-center gap-2 text-sm font-semibold text-ink">
        <Icon aria-hidden="true" className="size-4 text-brand-ink" />
        {title}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.id} className="max-w-full">
            <Link to={to(link.id)} className="inline-flex min-h-9 max-w-full items-center rounded-full border border-line bg-surface px-3 text-sm text-ink hover:border-brand-300">
              <span className="truncate">{link.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

const resourcePath = (id: number) => `/resources/${id}`;
const goalPath = (id: number) => `/goals/${id}`;

export function EntryBody({ entry, resources, goals }: { entry: LocalEntry; resources: EntryLink[]; goals: EntryLink[] }) {
  const targets = useWikiTargets(entry);
  const renderLink = useCallback<RenderLink>((title, shown) => <WikiLink title={title} shown={shown} targets={targets} />, [targets]);
  // Photos the content places are drawn there; the grid after the text holds the others.
  const inPlace = useMemo(() => photosShownInPlace(entry.content), [entry.content]);
  return (
    <div className="mt-8 space-y-8">
      {entry.keyLearning && <Callout icon={Lightbulb} title="Key Learning" text={entry.keyLearning} renderLink={renderLink} />}
      <MarkdownView markdown={entry.content} className="leading-relaxed" data-testid="entry-content" renderWikiLink={renderLink} photos={entry.photos} />
      {entry.questions && <Callout icon={HelpCircle} title="Questions" text={entry.questions} renderLink={renderLink} />}
      <PhotoGrid photos={entry.photos} title={entry.title} shownInPlace={inPlace} />
      {(resources.length > 0 || goals.length > 0) && (
        <div className="space-y-5 border-t border-line pt-6">
          <LinkList title="Linked resources" icon={Library} links={resources} to={resourcePath} />
          <LinkList title="Linked goals" icon={Target} links={goals} to={goalPath} />
        </div>
      )}
      <LinkedFrom entry={entry} />
      <MentionedIn entry={entry} />
    </div>
  );
}
