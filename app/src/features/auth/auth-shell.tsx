import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrandLogo } from '../../components/brand-logo';

/** The signed-out screens' frame: the logo home, one card, a line about offline use. */
export function AuthShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="relative isolate flex min-h-dvh flex-col items-center px-4 py-10 sm:justify-center sm:py-16">
      <title>{`${title} · LearnLog`}</title>
      <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-72 bg-gradient-to-b from-brand-soft to-transparent" />
      <Link to="/" className="mb-8 rounded-lg" aria-label="LearnLog home">
        <BrandLogo />
      </Link>
      <div className="card w-full max-w-md p-6 sm:p-8">{children}</div>
      <p className="mt-6 text-center text-xs text-ink-muted">Your journal works offline and syncs when you are back online.</p>
    </main>
  );
}
