import { BrandLogo } from '../../components/brand-logo';
import { LOGIN_PATH, SECTION_IDS, SIGN_UP_PATH } from './landing-links';

const NAV = [
  { label: 'How It Works', href: `#${SECTION_IDS.howItWorks}` },
  { label: 'Features', href: `#${SECTION_IDS.features}` },
  { label: 'Pricing', href: `#${SECTION_IDS.pricing}` },
] as const;

export function LandingHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-canvas/80 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <a href="/" className="rounded-lg" aria-label="LearnLog home">
          <BrandLogo />
        </a>
        <nav aria-label="Sections" className="hidden items-center gap-1 md:flex">
          {NAV.map((item) => (
            <a key={item.href} href={item.href} className="rounded-lg px-3 py-2 text-sm font-medium text-ink-muted hover:text-ink">
              {item.label}
            </a>
          ))}
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <a href={LOGIN_PATH} className="btn-ghost px-3">
            Sign In
          </a>
          <a href={SIGN_UP_PATH} className="btn-primary px-3.5 sm:px-4">
            Start Free
          </a>
        </div>
      </div>
    </header>
  );
}
