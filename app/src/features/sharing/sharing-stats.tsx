import { BookOpen, Globe, Lock } from 'lucide-react';
import type { EntryVisibility } from './data/entry-visibility';

export function SharingStats({ visibility }: { visibility: EntryVisibility }) {
  const publicCount = visibility.publicEntries.length;
  const privateCount = visibility.privateEntries.length;
  const stats = [
    { label: 'Total Entries', value: publicCount + privateCount, icon: BookOpen },
    { label: 'Public Entries', value: publicCount, icon: Globe },
    { label: 'Private Entries', value: privateCount, icon: Lock },
  ] as const;
  return (
    <section aria-labelledby="sharing-stats-heading">
      <h2 id="sharing-stats-heading" className="sr-only">
        Statistics
      </h2>
      <dl className="grid grid-cols-3 gap-3">
        {stats.map(({ label, value, icon: Icon }) => (
          <div key={label} className="card flex flex-col-reverse p-4">
            <dt className="mt-1 flex items-center gap-1.5 text-xs font-medium text-ink-muted sm:text-sm">
              <Icon aria-hidden="true" className="hidden size-4 sm:block" />
              {label}
            </dt>
            <dd className="text-2xl font-bold tracking-tight">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
