/**
 * "Back to setup": a small banner at the top of the screen's content while the learner is off
 * doing a setup step, once that screen's own dialog has closed. In the page's flow, never
 * floating over it. Pressing it reopens the setup, at the next step once this one is done.
 */
import { useLocation } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { STEP_COUNT } from './onboarding-steps';
import { changeAway, showsBackToSetup, useVisit } from './onboarding-visit';

export function BackToSetup() {
  const { pathname } = useLocation();
  const { away, finished, step } = useVisit();
  if (finished || !showsBackToSetup(away, pathname)) return null;
  return (
    <section
      aria-label="Setup"
      className="mx-auto mb-5 flex w-full max-w-6xl items-center justify-between gap-3 rounded-xl border border-line bg-brand-soft py-1.5 pr-1.5 pl-4 text-sm text-brand-ink"
    >
      <p className="min-w-0 truncate">
        Setup: step {step} of {STEP_COUNT}
      </p>
      <button type="button" className="btn-secondary shrink-0 px-3" onClick={() => changeAway({ back: true })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to setup
      </button>
    </section>
  );
}
