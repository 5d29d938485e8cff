import { Link } from 'react-router-dom';
import { Clock } from 'lucide-react';
import { MESSAGES, PLANS } from '@learnlog/shared';

/**
 * What a Pro screen shows once the trial is over and nothing else grants access. The spec's words,
 * then what stays true for the learner: their own journal is not locked (decisions).
 */
export function TrialExpiredScreen({ offline }: { offline: boolean }) {
  return (
    <section className="mx-auto grid min-h-[60dvh] w-full max-w-xl place-items-center" aria-labelledby="trial-expired-heading">
      <title>Trial Expired · LearnLog</title>
      <div className="card w-full p-8 text-center">
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-soft text-brand-ink">
          <Clock aria-hidden="true" className="size-7" />
        </span>
        <h1 id="trial-expired-heading" className="mt-5 text-2xl font-bold tracking-tight text-ink">
          Trial Expired
        </h1>
        <p className="mt-3 text-ink-muted">{MESSAGES.accessRequired}</p>
        <p className="mt-2 text-sm text-ink-muted">
          Your journal, resources, goals, progress and sharing stay yours on the free {PLANS.seeker.displayName} plan.
        </p>
        <Link to="/pricing" className="btn-primary mt-8 w-full sm:w-auto">
          Get Lifetime Access
        </Link>
        {offline && (
          <p className="mt-4 text-xs text-ink-muted">You are offline: this is the last access check this device received.</p>
        )}
      </div>
    </section>
  );
}
