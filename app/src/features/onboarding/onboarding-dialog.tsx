/**
 * The first-run dialog (core spec 2 and 4): five steps over the app, opening about a second after
 * load while the learner has not completed it. Clicking outside does not close it; Skip Setup
 * and Complete Setup both finish it for good.
 */
import { startTransition, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import * as Dialog from '@radix-ui/react-dialog';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { ONBOARDING, type User } from '@learnlog/shared';
import { useSignedInUser } from '../auth';
import { useOnboardingDoneOnDevice } from './data/onboarding-done';
import { useOnboardingProgress, type OnboardingProgress } from './data/onboarding-progress';
import { useFinishOnboarding } from './data/use-finish-onboarding';
import { OnboardingHeader } from './onboarding-header';
import { ONBOARDING_STEPS, STEP_COUNT, canContinue, clampStep, stepsDone, type StepId } from './onboarding-steps';
import { changeAway, changeVisit, getVisit, mayReturn, returnStep, useVisit } from './onboarding-visit';
import { setupArrivalState } from './setup-arrival';
import { GoalsStep, JournalStep, ProfileStep, ResourcesStep } from './record-steps';
import { WelcomeStep } from './welcome-step';

export default function OnboardingDialog() {
  const user = useSignedInUser();
  const doneOnDevice = useOnboardingDoneOnDevice();
  const { finished } = useVisit();
  if (user.onboardingCompleted || doneOnDevice !== false || finished) return null;
  return <OnboardingFlow />;
}

/** A step done elsewhere shows as done straight away when the learner moves on. */
const RETURN_DELAY_MS = 300;

/** The steps whose screen opens its own dialog on arrival (the banner waits for it to close). */
const OPENS_A_DIALOG: ReadonlySet<StepId> = new Set(['resources', 'goals']);

/**
 * Opens ~1 s after load. A step's button closes it until the learner presses "Back to setup",
 * has done that step (and left the screen it sent them to) or comes back to the dashboard; then
 * it shows again, at the next step once that one is done.
 */
function useOpenState(done: Record<StepId, boolean>, onReturn: (step: number) => void): { open: boolean; goAway: (path: string, step: StepId) => void } {
  const { pathname } = useLocation();
  const { away } = useVisit();
  const [shown, setShown] = useState(false);
  const awayDone = away !== null && done[away.step];
  const returning = away !== null && mayReturn(away, pathname, awayDone);

  useEffect(() => {
    if (!away || away.arrived || pathname !== away.path) return;
    changeAway({ arrived: true });
  }, [away, pathname]);

  useEffect(() => {
    if (shown || (away !== null && !returning)) return;
    const timer = setTimeout(
      // A transition: the dialog renders in slices instead of one long task over the screen.
      () =>
        startTransition(() => {
          if (away) onReturn(returnStep(getVisit().step, awayDone));
          changeVisit({ away: null });
          setShown(true);
        }),
      away?.back ? 0 : returning ? RETURN_DELAY_MS : ONBOARDING.openDelayMs,
    );
    return () => clearTimeout(timer);
  }, [shown, away, returning, awayDone, onReturn]);

  const goAway = (path: string, step: StepId) => {
    changeVisit({ away: { path, step, arrived: false, covered: OPENS_A_DIALOG.has(step), back: false } });
    setShown(false);
  };
  return { open: shown && away === null, goAway };
}

function OnboardingFlow() {
  const user = useSignedInUser();
  const progress = useOnboardingProgress();
  const navigate = useNavigate();
  const finishOnboarding = useFinishOnboarding();
  const done = stepsDone(user, {
    resources: progress?.resources.total ?? 0,
    goals: progress?.goals.total ?? 0,
    entries: progress?.entries.total ?? 0,
  });
  const [step, setStepState] = useState(() => clampStep(getVisit().step));
  const setStep = useCallback((next: number) => {
    changeVisit({ step: clampStep(next) });
    setStepState(clampStep(next));
  }, []);
  const { open, goAway } = useOpenState(done, setStep);
  const [finished, setFinished] = useState(false);

  if (!progress) return null;
  const current = ONBOARDING_STEPS[step - 1] ?? ONBOARDING_STEPS[0];
  if (!current) return null;
  const isLast = step === STEP_COUNT;

  const finish = () => {
    changeVisit({ finished: true });
    setFinished(true);
    void finishOnboarding();
  };
  // The screen opens its dialog (or focuses its fields) on arrival: once, from the history state.
  const go = (path: string) => {
    goAway(path, current.id);
    navigate(path, { state: setupArrivalState(current.id) });
  };

  return (
    <Dialog.Root open={open && !finished}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content
          onOpenAutoFocus={focusOncePresented}
          onInteractOutside={(event) => event.preventDefault()}
          onEscapeKeyDown={(event) => event.preventDefault()}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-3xl bg-surface shadow-2xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(40rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
        >
          <div className="overflow-y-auto px-5 pt-6 pb-4 sm:px-7 sm:pt-7">
            <OnboardingHeader step={step} current={current} done={done} />
            <Dialog.Description className="mt-5 text-ink-muted">{current.intro}</Dialog.Description>
            <div className="mt-4">
              <StepBody id={current.id} user={user} progress={progress} onGo={go} />
            </div>
          </div>
          <footer className="flex flex-wrap items-center gap-1 border-t border-line px-5 py-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:px-7">
            {step > 1 && (
              <button type="button" className="btn-ghost px-3" onClick={() => setStep(step - 1)}>
                <ArrowLeft aria-hidden="true" className="size-4" />
                Previous
              </button>
            )}
            <button type="button" className="btn-ghost px-3 text-ink-muted" onClick={finish}>
              Skip Setup
            </button>
            <button
              type="button"
              className="btn-primary ml-auto"
              disabled={!canContinue(current, done)}
              onClick={() => (isLast ? finish() : setStep(step + 1))}
            >
              {isLast ? 'Complete Setup' : 'Continue'}
              {!isLast && <ArrowRight aria-hidden="true" className="size-4" />}
            </button>
          </footer>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * Focus goes to the dialog itself (its title and text are read first; Tab reaches its controls)
 * once it is on screen. Radix's own focus on its first control came in the same task as the
 * dialog's insertion and made the browser lay out the page there, the longest part of opening it.
 */
function focusOncePresented(event: Event) {
  event.preventDefault();
  const content = event.currentTarget;
  if (!(content instanceof HTMLElement)) return;
  requestAnimationFrame(() => setTimeout(() => content.focus({ preventScroll: true }), 0));
}

function StepBody({ id, user, progress, onGo }: { id: StepId; user: User; progress: OnboardingProgress; onGo: (path: string) => void }) {
  switch (id) {
    case 'resources':
      return <ResourcesStep progress={progress} onGo={onGo} />;
    case 'profile':
      return <ProfileStep user={user} onGo={onGo} />;
    case 'goals':
      return <GoalsStep progress={progress} onGo={onGo} />;
    case 'journal':
      return <JournalStep progress={progress} onGo={onGo} />;
    case 'welcome':
      return <WelcomeStep />;
  }
}
