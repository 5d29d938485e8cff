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
      className="mx-auto mb-5 flex w-full max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl border border-line bg-brand-soft px-4 py-2.5 text-sm text-brand-ink"
    >
      <p>
        Setting up LearnLog: step {step} of {STEP_COUNT}
      </p>
      <button type="button" className="btn-secondary px-3" onClick={() => changeAway({ back: true })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to setup
      </button>
    </section>
  );
}
