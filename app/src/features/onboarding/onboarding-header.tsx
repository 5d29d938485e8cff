import { Check } from 'lucide-react';
import { clsx } from 'clsx';
import * as Dialog from '@radix-ui/react-dialog';
import { ONBOARDING_STEPS, STEP_COUNT, type OnboardingStep, type StepId } from './onboarding-steps';

/** Title, 'Step N of 5', the progress bar (step / 5), the five markers and 'N of 5 completed'. */
export function OnboardingHeader({ step, current, done }: { step: number; current: OnboardingStep; done: Record<StepId, boolean> }) {
  const completed = ONBOARDING_STEPS.filter((s) => done[s.id]).length;
  return (
    <header>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <Dialog.Title className="text-xl font-bold tracking-tight sm:text-2xl">{current.title}</Dialog.Title>
        <span className="shrink-0 rounded-full bg-brand-soft px-3 py-1 text-xs font-semibold text-brand-ink">
          Step {step} of {STEP_COUNT}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Setup progress"
        aria-valuemin={0}
        aria-valuemax={STEP_COUNT}
        aria-valuenow={step}
        aria-valuetext={`Step ${step} of ${STEP_COUNT}`}
        className="mt-4 h-2 overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${(step / STEP_COUNT) * 100}%` }} />
      </div>
      <ol className="mt-4 grid grid-cols-5 gap-1" aria-label="Setup steps">
        {ONBOARDING_STEPS.map((s, index) => {
          const isCurrent = index + 1 === step;
          const isDone = done[s.id];
          return (
            <li key={s.id} aria-current={isCurrent ? 'step' : undefined} data-done={isDone} className="flex flex-col items-center gap-1 text-center">
              <span
                className={clsx(
                  'grid size-8 place-items-center rounded-full border text-xs font-semibold',
                  isDone ? 'border-brand bg-brand text-white' : 'border-line bg-surface text-ink-muted',
                  isCurrent && 'ring-2 ring-brand-500 ring-offset-2 ring-offset-surface',
                )}
              >
                {isDone ? <Check aria-hidden="true" className="size-4" /> : index + 1}
              </span>
              <span className={clsx('text-[11px] font-medium sm:text-xs', isCurrent ? 'text-ink' : 'text-ink-muted')}>
                {s.marker}
                {isDone && <span className="sr-only"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="mt-3 text-center text-xs text-ink-muted" data-testid="onboarding-completed">
        {completed} of {STEP_COUNT} completed
      </p>
    </header>
  );
}
