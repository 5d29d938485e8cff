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
  /** A new value each time the setup step opens this screen (null before): open or focus then. */
  arrival: string | null;
  /** The screen's dialog closed (saved or not): "Back to setup" may show. */
  onClosed: () => void;
}

export function useSetupArrival(step: ArrivalStep): SetupArrival {
  const location = useLocation();
  const navigate = useNavigate();
  // Known at the first render, so the screen's dialog opens with it; later arrivals (the step's
  // button pressed again on this screen) come through the effect.
  const [arrival, setArrival] = useState(() => (arrivalStepOf(location.state) === step ? location.key : null));

  useEffect(() => {
    if (arrivalStepOf(location.state) !== step) return;
    setArrival(location.key);
    navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
  }, [location, navigate, step]);

  return { arrival, onClosed: () => changeAway({ covered: false }, step) };
}
