/** The entry as it reads: key learning, the rendered markdown, questions, photos and what it links to. */
import { Link } from 'react-router-dom';
import { HelpCircle, Library, Lightbulb, Target } from 'lucide-react';
import type { LocalEntry } from '../../../db/local-records';
import { MarkdownView } from '../../../components/markdown-view';
import { PhotoGrid } from '../../../components/photo-grid';
import type { EntryLink } from '../data/entry-reading';

function Callout({ icon: Icon, title, text }: { icon: typeof Lightbulb; title: string; text: string }) {
  return (
    <aside aria-label={title} className="flex gap-3 rounded-2xl border border-line bg-brand-soft/60 p-4">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-ink" />
      <div className="min-w-0">
        <h2 className="text-sm font-semibold text-ink">{title}</h2>
        <p className="mt-1 whitespace-pre-line wrap-anywhere text-ink">{text}</p>
      </div>
    </aside>
  );
}

function LinkList({ title, icon: Icon, links, to }: { title: string; icon: typeof Library; links: EntryLink[]; to: string }) {
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
            <Link to={to} className="inline-flex min-h-9 max-w-full items-center rounded-full border border-line bg-surface px-3 text-sm text-ink hover:border-brand-300">
              <span className="truncate">{link.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function EntryBody({ entry, resources, goals }: { entry: LocalEntry; resources: EntryLink[]; goals: EntryLink[] }) {
  return (
    <div className="mt-8 space-y-8">
      {entry.keyLearning && <Callout icon={Lightbulb} title="Key Learning" text={entry.keyLearning} />}
      <MarkdownView markdown={entry.content} className="leading-relaxed" data-testid="entry-content" />
      {entry.questions && <Callout icon={HelpCircle} title="Questions" text={entry.questions} />}
      <PhotoGrid photos={entry.photos} title={entry.title} />
      {(resources.length > 0 || goals.length > 0) && (
        <div className="space-y-5 border-t border-line pt-6">
          <LinkList title="Linked resources" icon={Library} links={resources} to="/resources" />
          <LinkList title="Linked goals" icon={Target} links={goals} to="/goals" />
        </div>
      )}
    </div>
  );
}
