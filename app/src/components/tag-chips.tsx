import { clsx } from 'clsx';

/** A record's tags as chips (a labelled list); nothing when it has none. */
export function TagChips({ tags, className }: { tags: readonly string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={clsx('flex flex-wrap gap-1.5', className)} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className="max-w-full truncate rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-medium text-brand-ink">
          {tag}
        </li>
      ))}
    </ul>
  );
}
