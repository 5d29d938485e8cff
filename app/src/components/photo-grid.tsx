import { clsx } from 'clsx';

export interface PhotoGridProps {
  photos: readonly string[];
  title: string;
  /** Photos (0-based) the content shows in place: left out here, the others keep their numbers. */
  shownInPlace?: ReadonlySet<number>;
  className?: string;
}

/** An entry's photos, two to a row from the small breakpoint up. */
export function PhotoGrid({ photos, title, shownInPlace, className }: PhotoGridProps) {
  const rest = photos.map((photo, index) => ({ photo, index })).filter(({ index }) => !shownInPlace?.has(index));
  if (rest.length === 0) return null;
  return (
    <ul className={clsx('grid grid-cols-1 gap-3 sm:grid-cols-2', className)} aria-label="Photos">
      {rest.map(({ photo, index }) => (
        <li key={index}>
          <img src={photo} alt={`Photo ${index + 1} of ${title}`} loading="lazy" className="w-full rounded-xl border border-line object-cover" />
        </li>
      ))}
    </ul>
  );
}
