import { ArrowRight } from 'lucide-react';
import { SIGN_UP_PATH } from './landing-links';

export function ClosingCtaSection() {
  return (
    <section aria-labelledby="closing-cta-title" className="px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 to-brand-800 px-6 py-14 text-center shadow-xl shadow-brand-900/20 sm:px-12 sm:py-20">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-white/10 blur-2xl"
        />
        <h2 id="closing-cta-title" className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          Start your learning journal today
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-brand-100">
          Join 10,000+ learners who turn what they learn into lasting knowledge. Setup takes two minutes.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a href={SIGN_UP_PATH} className="btn h-12 bg-white px-6 text-base text-brand-700 shadow-sm hover:bg-brand-50">
            Start Free
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
          {/* No demo yet: present and inert (core spec §2), and it looks it: no hover, no pointer. */}
          <button type="button" aria-disabled="true" title="Demo coming soon" className="btn h-12 cursor-default border border-white/40 px-6 text-base text-white/80">
            View Demo
          </button>
        </div>
      </div>
    </section>
  );
}
