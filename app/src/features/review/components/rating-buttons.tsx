/** Again / Hard / Good / Easy, each saying when the card comes back; keys 1–4. */
import { clsx } from 'clsx';
import type { RatingPreview, ReviewRating } from '@learnlog/shared';

const NAMES: Record<ReviewRating, string> = { again: 'Again', hard: 'Hard', good: 'Good', easy: 'Easy' };
const TONES: Record<ReviewRating, string> = {
  again: 'border-red-300 text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950/40',
  hard: 'border-amber-300 text-amber-800 hover:bg-amber-50 dark:border-amber-800 dark:text-amber-300 dark:hover:bg-amber-950/40',
  good: 'border-emerald-300 text-emerald-800 hover:bg-emerald-50 dark:border-emerald-800 dark:text-emerald-300 dark:hover:bg-emerald-950/40',
  easy: 'border-sky-300 text-sky-800 hover:bg-sky-50 dark:border-sky-800 dark:text-sky-300 dark:hover:bg-sky-950/40',
};

export function RatingButtons({ previews, onRate }: { previews: readonly RatingPreview[]; onRate: (rating: ReviewRating) => void }) {
  return (
    <div role="group" aria-label="How well did you remember it?" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {previews.map(({ rating, label }, index) => (
        <button
          key={rating}
          type="button"
          onClick={() => onRate(rating)}
          aria-label={`${NAMES[rating]}: back ${label}`}
          aria-keyshortcuts={String(index + 1)}
          className={clsx('flex min-h-16 flex-col items-center justify-center rounded-xl border bg-surface px-2 py-2 transition-colors', TONES[rating])}
        >
          <span className="font-semibold">{NAMES[rating]}</span>
          <span className="text-xs opacity-90">{label}</span>
          <kbd className="mt-0.5 hidden font-sans text-[11px] opacity-70 lg:block">{index + 1}</kbd>
        </button>
      ))}
    </div>
  );
}
