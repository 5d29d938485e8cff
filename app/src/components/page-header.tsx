import type { ReactNode } from 'react';

/** A Pro screen's title row: the heading, one line under it, and the screen's main action. */
export function PageHeader({ title, subtitle, action }: { title: string; subtitle: string; action?: ReactNode }) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <title>{`${title} · LearnLog`}</title>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        <p className="mt-1 text-ink-muted">{subtitle}</p>
      </div>
      {action}
    </header>
  );
}
