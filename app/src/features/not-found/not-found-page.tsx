import { Link } from 'react-router-dom';
import { Compass } from 'lucide-react';
import { BrandLogo } from '../../components/brand-logo';

/** Unknown paths (decisions): 'Page Not Found', under the brand, with the way home. */
export default function NotFoundPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <title>Page Not Found · LearnLog</title>
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex h-16 max-w-4xl items-center px-4">
          <Link to="/" className="rounded-lg" aria-label="LearnLog home">
            <BrandLogo />
          </Link>
        </div>
      </header>
      <main className="grid flex-1 place-items-center px-4 py-16">
        <div className="max-w-md text-center">
          <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-soft text-brand-ink">
            <Compass aria-hidden="true" className="size-7" />
          </span>
          <p className="mt-6 text-sm font-semibold text-brand-ink">404</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight">Page Not Found</h1>
          <p className="mt-3 text-ink-muted">The page you are looking for does not exist or has moved.</p>
          <Link to="/" className="btn-primary mt-8">
            Go home
          </Link>
        </div>
      </main>
    </div>
  );
}
