import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrandLogo } from '../../components/brand-logo';

/** Public pages are read by visitors without an account: the brand, the content, a way in. */
export function PublicPageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex h-16 max-w-4xl items-center justify-between px-4">
          <Link to="/" className="rounded-lg" aria-label="LearnLog home">
            <BrandLogo />
          </Link>
          <a href="/api/login?tab=register" className="btn-primary">
            Start Free
          </a>
        </div>
      </header>
      <main className="mx-auto max-w-4xl px-4 py-10">{children}</main>
    </div>
  );
}
