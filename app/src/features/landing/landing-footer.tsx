import type { MouseEvent } from 'react';
import { BrandLogo } from '../../components/brand-logo';

// Full navigations: the prerendered page has no router, and these pages are the app's.
const LINKS = [
  { label: 'Privacy', href: '/privacy' },
  { label: 'Terms', href: '/terms' },
  { label: 'Support', href: '#' },
] as const;

// Support has no page of its own yet: it stays where it belongs but goes nowhere.
const stay = (event: MouseEvent) => event.preventDefault();

export function LandingFooter() {
  return (
    <footer className="border-t border-line">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 py-10 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
        <BrandLogo />
        <nav aria-label="Footer">
          <ul className="flex gap-6 text-sm">
            {LINKS.map(({ label, href }) => (
              <li key={label}>
                <a href={href} onClick={href === '#' ? stay : undefined} className="text-ink-muted hover:text-ink">
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {/* The clock's year; the prerendered page sets it again when it loads (static-landing.ts). */}
        <p className="text-sm text-ink-muted">
          © <span data-current-year="">{new Date().getFullYear()}</span> LearnLog
        </p>
      </div>
    </footer>
  );
}
