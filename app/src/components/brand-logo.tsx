import { BookOpenCheck } from 'lucide-react';
import { clsx } from 'clsx';

/** The app icon's mark and the product name, as in the manifest icons. */
export function BrandLogo({ className, showName = true }: { className?: string; showName?: boolean }) {
  return (
    <span className={clsx('inline-flex items-center gap-2.5 font-semibold tracking-tight text-ink', className)}>
      <span className="grid size-9 shrink-0 place-items-center rounded-[10px] bg-gradient-to-br from-brand-600 to-brand-700 text-white shadow-sm shadow-brand-900/30">
        <BookOpenCheck aria-hidden="true" className="size-5" strokeWidth={2.25} />
      </span>
      {showName && <span className="text-lg">LearnLog</span>}
    </span>
  );
}
