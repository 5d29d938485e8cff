import { ArrowRight, CirclePlay, WifiOff } from 'lucide-react';
import { HeroPreview } from './hero-preview';
import { SIGN_UP_PATH } from './landing-links';

/** The core spec's marketing claims, shown under the calls to action. */
const CLAIMS = [
  { value: '10,000+', label: 'learners' },
  { value: '50+', label: 'templates' },
  { value: '2 min', label: 'setup' },
] as const;

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[radial-gradient(60%_60%_at_50%_0%,var(--color-brand-soft),transparent)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:px-8 lg:pt-24 lg:pb-28">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1 text-xs font-medium text-ink-muted shadow-sm">
            <WifiOff aria-hidden="true" className="size-3.5 text-brand-ink" />
            Works offline · installs on your phone
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl leading-[1.1] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Turn what you learn into knowledge that <span className="text-brand-ink">stays</span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-pretty text-ink-muted lg:mx-0">
            LearnLog is the learning journal for curious people. Capture insights in a minute, keep your books, courses
            and videos in one place, and watch your streak grow.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <a href={SIGN_UP_PATH} className="btn-primary h-12 px-6 text-base">
              Start Free
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
            {/* The demo is not recorded yet: the button is there, does nothing (core spec §2) and looks it. */}
            <button type="button" aria-disabled="true" title="Demo coming soon" className="btn h-12 cursor-default border border-line bg-surface px-6 text-base text-ink-muted">
              <CirclePlay aria-hidden="true" className="size-5 text-brand-ink" />
              Watch Demo
            </button>
          </div>
          <dl className="mx-auto mt-10 grid max-w-md grid-cols-3 gap-4 lg:mx-0">
            {CLAIMS.map((claim) => (
              <div key={claim.label} className="flex flex-col-reverse">
                <dt className="text-sm text-ink-muted">{claim.label}</dt>
                <dd className="text-2xl font-bold tracking-tight">{claim.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}
