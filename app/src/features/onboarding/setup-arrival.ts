/**
 * A setup step's screen, reached from the dialog's button, opens its own dialog (or focuses its
 * fields) on arrival. The step rides in the history entry's state and is wiped at once, so
 * back/forward or a reload onto that entry never opens it again.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { changeAway } from './onboarding-visit';
import type { StepId } from './onboarding-steps';

export type ArrivalStep = Exclude<StepId, 'welcome'>;

export function setupArrivalState(step: StepId): { onboarding: StepId } {
  return { onboarding: step };
}

function arrivalStepOf(state: unknown): unknown {
  return typeof state === 'object' && state !== null && 'onboarding' in state ? state.onboarding : undefined;
}

export interface SetupArrival {
  /** Whether this screen was opened by the setup step (true for the screen's first render on). */
  arrived: boolean;
  /** The screen's dialog closed (saved or not): "Back to setup" may show. */
  onClosed: () => void;
}

export function useSetupArrival(step: ArrivalStep): SetupArrival {
  const location = useLocation();
  const navigate = useNavigate();
  const [arrived] = useState(() => arrivalStepOf(location.state) === step);

  useEffect(() => {
    if (arrivalStepOf(location.state) !== step) return;
    navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
  }, [location, navigate, step]);

  return { arrived, onClosed: () => changeAway({ covered: false }, step) };
}
