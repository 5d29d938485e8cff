import { Link } from 'react-router-dom';
import { clsx } from 'clsx';

const CHIP = 'block max-w-full truncate rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-medium text-brand-ink';

/**
 * A record's tags as chips (a labelled list); nothing when it has none. With `linkTo`, each chip
 * is a link (a journal tag opens the journal filtered by it).
 */
export function TagChips({ tags, className, linkTo }: { tags: readonly string[]; className?: string; linkTo?: (tag: string) => string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={clsx('flex flex-wrap gap-1.5', className)} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className="max-w-full">
          {linkTo ? (
            // The focus ring drawn inside the chip: a card's edge or a clamped row never clips it.
            <Link to={linkTo(tag)} className={clsx(CHIP, 'relative z-10 hover:underline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500')}>
              {tag}
            </Link>
          ) : (
            <span className={CHIP}>{tag}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
