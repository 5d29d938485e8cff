/**
 * Where the learner is in the dialog, kept outside React: the signed-in frame is remounted when
 * moving between the dashboard and other screens, and a step's button (Add Resource...) sends the
 * learner to another screen. A reload starts again at step 1, as the spec's "opens after load".
 */
export const onboardingVisit = {
  step: 1,
  /** The screen a step's button sent the learner to: the dialog stays away until they leave it. */
  pausedOn: null as string | null,
  /** Completed or skipped in this page's life (the synced flag may still be on its way). */
  finished: false,
};
