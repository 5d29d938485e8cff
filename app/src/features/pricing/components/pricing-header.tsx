import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PLANS, TRIAL_DAYS, membershipLabel, type Membership } from '@learnlog/shared';

/** One line about where the learner stands, true for them: trial days, their plan, or Seeker after the trial. */
function standingText(standing: Membership): string | null {
  switch (standing.kind) {
    case 'trial':
      return `You have ${standing.daysLeft} ${standing.daysLeft === 1 ? 'day' : 'days'} left in your free trial`;
    case 'free':
      return `Your free trial has ended. You are on the free ${PLANS.seeker.displayName} plan, and your journal stays yours.`;
    case 'paid':
    case 'lifetime':
      return `You are on ${membershipLabel(standing)}. Thank you for supporting LearnLog!`;
    case 'admin':
      return null;
  }
}

export function PricingHeader({ standing }: { standing: Membership }) {
  const line = standingText(standing);
  return (
    <header className="text-center">
      <div className="text-left">
        <Link to="/" className="btn-ghost -ml-3 mb-2">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back
        </Link>
      </div>
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Choose Your Learning Journey</h1>
      <p className="mt-3 text-base text-ink-muted sm:text-lg">
        {`Start your ${TRIAL_DAYS}-day free trial, then choose lifetime access`}
      </p>
      {line && (
        <p data-testid="plan-standing" className="mt-4 inline-flex rounded-full bg-brand-soft px-4 py-1.5 text-sm font-medium text-brand-ink">
          {line}
        </p>
      )}
    </header>
  );
}
