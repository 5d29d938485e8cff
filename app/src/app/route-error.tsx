import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { TriangleAlert } from 'lucide-react';

/**
 * A screen that failed to render or whose code failed to load (typically after an update
 * replaced the old files): say so and offer a reload rather than a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="grid min-h-dvh place-items-center px-4 py-16">
      <div role="alert" className="max-w-md text-center">
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-danger-soft text-danger">
          <TriangleAlert aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-6 text-2xl font-bold tracking-tight">Something went wrong</h1>
        <p className="mt-3 text-ink-muted">
          This screen could not be shown. Your journal is safe on this device.{detail ? ` (${detail})` : ''}
        </p>
        <button type="button" className="btn-primary mt-8" onClick={() => window.location.reload()}>
          Reload LearnLog
        </button>
      </div>
    </main>
  );
}
