import { BookOpen, Flame, Target } from 'lucide-react';

/** A still picture of the app (an entry, a streak, a goal) built from markup, not an image. */
export function HeroPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none lg:max-w-none">
      <div className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-gradient-to-tr from-brand-500/25 via-brand-300/10 to-transparent blur-2xl" />
      <div className="card overflow-hidden p-5 sm:p-6">
        <div className="flex items-center justify-between">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-soft px-2.5 py-1 text-xs font-semibold text-brand-ink">
            <BookOpen className="size-3.5" /> Today's entry
          </span>
          <span className="text-xs text-ink-muted">4 min read</span>
        </div>
        <p className="mt-4 text-lg font-semibold tracking-tight">How React Server Components stream</p>
        <p className="mt-2 text-sm leading-relaxed text-ink-muted">
          The server renders in chunks and the client fills each Suspense boundary as it arrives. Key learning: keep
          data fetching next to the component that needs it.
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          {['React', 'Performance', 'Web'].map((tag) => (
            <span key={tag} className="rounded-full border border-line px-2.5 py-0.5 text-xs font-medium text-ink-muted">
              #{tag}
            </span>
          ))}
        </div>
      </div>
      <div className="mt-4 grid grid-cols-2 gap-4">
        <div className="card p-4">
          <span className="grid size-9 place-items-center rounded-xl bg-brand-soft text-brand-ink">
            <Flame className="size-5" />
          </span>
          <p className="mt-3 text-2xl font-bold tracking-tight">12 days</p>
          <p className="text-xs text-ink-muted">Learning streak</p>
        </div>
        <div className="card p-4">
          <span className="grid size-9 place-items-center rounded-xl bg-brand-soft text-brand-ink">
            <Target className="size-5" />
          </span>
          <p className="mt-3 text-sm font-semibold">Finish the React course</p>
          <div className="mt-2 h-2 overflow-hidden rounded-full bg-surface-muted">
            <div className="h-full w-[68%] rounded-full bg-brand" />
          </div>
          <p className="mt-1.5 text-xs text-ink-muted">68% complete</p>
        </div>
      </div>
    </div>
  );
}
