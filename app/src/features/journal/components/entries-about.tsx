/**
 * On a resource's or a goal's page: every entry about it (ticked in the entry dialog or
 * `[[linked]]`), and their key learnings and open questions gathered in one place, newest first.
 */
import { Link } from 'react-router-dom';
import { format } from 'date-fns';
import { BookOpen, HelpCircle, Lightbulb } from 'lucide-react';
import type { LocalEntry } from '../../../db/local-records';
import { entryPreview } from '../data/entry-preview';
import { useEntriesAbout } from '../data/use-entries-about';
import { entryPath } from '../reading/entry-path';

function Gathered({ title, icon: Icon, entries, text }: { title: string; icon: typeof Lightbulb; entries: LocalEntry[]; text: (entry: LocalEntry) => string | null }) {
  const items = entries.filter((entry) => text(entry)?.trim());
  if (items.length === 0) return null;
  return (
    <section aria-label={title} className="card p-4 sm:p-5">
      <h2 className="flex items-center gap-2 font-semibold text-ink">
        <Icon aria-hidden="true" className="size-4.5 text-brand-ink" />
        {title}
      </h2>
      <ul className="mt-3 space-y-3">
        {items.map((entry) => (
          <li key={entry.id} className="border-l-2 border-brand-200 pl-3">
            <p className="whitespace-pre-line wrap-anywhere text-ink">{text(entry)}</p>
            <Link to={entryPath(entry.id)} className="mt-0.5 inline-block text-sm text-brand-ink hover:underline">
              {entry.title} · {format(new Date(entry.createdAt), 'MMM d, yyyy')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function EntriesAbout({ kind, record }: { kind: 'resource' | 'goal'; record: { id: number; title: string } }) {
  const entries = useEntriesAbout(kind, record);
  if (entries === undefined) return <div role="status" aria-label="Loading entries" className="card h-24 animate-pulse" />;
  return (
    <div className="space-y-5">
      <Gathered title="Key learnings" icon={Lightbulb} entries={entries} text={(entry) => entry.keyLearning} />
      <Gathered title="Open questions" icon={HelpCircle} entries={entries} text={(entry) => entry.questions} />
      <section aria-labelledby="entries-about" className="space-y-3">
        <h2 id="entries-about" className="flex items-center gap-2 font-semibold text-ink">
          <BookOpen aria-hidden="true" className="size-4.5 text-brand-ink" />
          Journal entries <span className="text-sm font-normal text-ink-muted">({entries.length})</span>
        </h2>
        {entries.length === 0 ? (
          <p className="card p-4 text-sm text-ink-muted">
            No entries yet. Link this {kind} from an entry (tick it in the entry, or write <code className="rounded bg-surface-muted px-1">[[{record.title}]]</code>) and it shows here.
          </p>
        ) : (
          <ul className="space-y-3">
            {entries.map((entry) => (
              <li key={entry.id} className="card p-4">
                <Link to={entryPath(entry.id)} className="font-semibold wrap-anywhere text-ink hover:text-brand-ink hover:underline">
                  {entry.title}
                </Link>
                <p className="mt-1 line-clamp-3 text-sm whitespace-pre-line text-ink-muted">{entryPreview(entry.content)}</p>
                <time dateTime={entry.createdAt} className="mt-2 block text-xs text-ink-muted">
                  {format(new Date(entry.createdAt), 'MMM d, yyyy')}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
