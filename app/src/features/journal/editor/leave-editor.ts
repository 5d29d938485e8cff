import { useLocation, useNavigate } from 'react-router-dom';

/** Opened from a screen of the app (state `back`): leaving is a real back, so that screen keeps its place. */
export const OPENED_FROM_APP = { back: true } as const;

/** Leaves the editor: back to the screen it was opened from, else (opened by its address) to `fallback`. */
export function useLeaveEditor(fallback: string): () => void {
  const navigate = useNavigate();
  const fromApp = (useLocation().state as { back?: boolean } | null)?.back === true;
  return () => void (fromApp ? navigate(-1) : navigate(fallback, { replace: true }));
}
