import { BrandLogo } from '../../components/brand-logo';
import { SUPPORT_ATTR } from './landing-links';

// Full navigations: the prerendered page has no router, and these pages are the app's.
const LINKS = [
  { label: 'Privacy', href: '/privacy' },
  { label: 'Terms', href: '/terms' },
] as const;

const LINK_CLASS = 'text-ink-muted hover:text-ink';

/**
 * Support opens the feedback dialog (decisions: the storefront), which the server takes from
 * visitors too: `onSupport` on the React page, a listener on the prerendered one (static-landing.ts).
 */
export function LandingFooter({ onSupport }: { onSupport?: () => void }) {
  return (
    <footer className="border-t border-line">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 py-10 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
        <BrandLogo />
        <nav aria-label="Footer">
          <ul className="flex gap-6 text-sm">
            {LINKS.map(({ label, href }) => (
              <li key={label}>
                <a href={href} className={LINK_CLASS}>
                  {label}
                </a>
              </li>
            ))}
            <li>
              <button type="button" aria-haspopup="dialog" className={`${LINK_CLASS} cursor-pointer`} onClick={onSupport} {...{ [SUPPORT_ATTR]: '' }}>
                Support
              </button>
            </li>
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
