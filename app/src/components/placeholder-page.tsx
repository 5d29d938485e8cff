import type { ReactNode } from 'react';

/**
 * A screen that exists in the route table but is not built yet: its heading and one line, so
 * navigation works end to end. Each feature's page file replaces it.
 */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-5xl">
      <title>{`${title} · LearnLog`}</title>
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
      <p className="mt-2 text-ink-muted">{children ?? 'This screen is on its way.'}</p>
    </section>
  );
}
