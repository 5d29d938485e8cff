/**
 * The signed-in frame before anything is known (the user lookup, the device database, the screen's
 * code): the sidebar or the phone's bars in place, the main column as skeletons. It imports no
 * screen code, so it is part of the first download and paints at once.
 */
import { BrandLogo } from '../../components/brand-logo';
import { ScreenSkeleton } from '../../components/screen-skeleton';

const NAV_ROWS = 10;

export function AppFrameSkeleton() {
  return (
    <div className="min-h-dvh">
      <aside aria-hidden="true" className="fixed inset-y-0 left-0 hidden w-64 flex-col border-r border-line bg-surface px-4 py-5 lg:flex">
        <BrandLogo className="mb-8 px-1" />
        <div className="flex animate-pulse flex-col gap-2 motion-reduce:animate-none">
          {Array.from({ length: NAV_ROWS }, (_, i) => (
            <div key={i} className="h-9 rounded-xl bg-surface-muted" />
          ))}
        </div>
      </aside>
      <header aria-hidden="true" className="sticky top-0 flex h-[calc(3.5rem+env(safe-area-inset-top))] items-center border-b border-line bg-canvas/85 px-4 pt-[env(safe-area-inset-top)] lg:hidden">
        <BrandLogo className="[&>span:first-child]:size-8 max-[400px]:[&>span:last-child]:hidden" />
      </header>
      <main className="px-4 pt-6 pb-24 sm:px-6 lg:ml-64 lg:px-10 lg:pt-10 lg:pb-12">
        <ScreenSkeleton />
      </main>
      <div aria-hidden="true" className="fixed inset-x-0 bottom-0 h-[calc(3.5rem+env(safe-area-inset-bottom))] border-t border-line bg-surface lg:hidden" />
    </div>
  );
}
