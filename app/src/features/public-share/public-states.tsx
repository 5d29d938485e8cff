import { CloudOff, SearchX } from 'lucide-react';
import { PublicPageFrame } from './public-page-frame';

/** The spec's not-found screens: a missing or private page, or an entry no longer shared. */
export function PublicNotFound({ title, message }: { title: string; message: string }) {
  return (
    <PublicPageFrame>
      <title>{`${title} · LearnLog`}</title>
      <div className="mx-auto max-w-md py-10 text-center">
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-soft text-brand-ink">
          <SearchX aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-6 text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-3 text-ink-muted">{message}</p>
        <a href="/api/login" className="btn-primary mt-8">
          Start Your Learning Journey
        </a>
      </div>
    </PublicPageFrame>
  );
}

/** No answer at all (offline, server down): say so, and offer to try again. */
export function PublicLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <PublicPageFrame>
      <title>Unavailable · LearnLog</title>
      <div role="alert" className="mx-auto max-w-md py-10 text-center">
        <CloudOff aria-hidden="true" className="mx-auto size-10 text-ink-muted" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight">This page could not be loaded</h1>
        <p className="mt-3 text-ink-muted">Shared pages need a connection. Check yours and try again.</p>
        <button type="button" className="btn-primary mt-8" onClick={onRetry}>
          Try again
        </button>
      </div>
    </PublicPageFrame>
  );
}
