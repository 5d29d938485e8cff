import { clsx } from 'clsx';

/** An entry's photos, two to a row from the small breakpoint up. */
export function PhotoGrid({ photos, title, className }: { photos: readonly string[]; title: string; className?: string }) {
  if (photos.length === 0) return null;
  return (
    <ul className={clsx('grid grid-cols-1 gap-3 sm:grid-cols-2', className)} aria-label="Photos">
      {photos.map((photo, index) => (
        <li key={index}>
          <img src={photo} alt={`Photo ${index + 1} of ${title}`} loading="lazy" className="w-full rounded-xl border border-line object-cover" />
        </li>
      ))}
    </ul>
  );
}
