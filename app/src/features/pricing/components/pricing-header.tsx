import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { TRIAL_DAYS } from '@learnlog/shared';

export function PricingHeader({ trialDaysLeft }: { trialDaysLeft: number }) {
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
      {trialDaysLeft > 0 && (
        <p className="mt-4 inline-flex rounded-full bg-brand-soft px-4 py-1.5 text-sm font-medium text-brand-ink">
          {`You have ${trialDaysLeft} ${trialDaysLeft === 1 ? 'day' : 'days'} left in your free trial`}
        </p>
      )}
    </header>
  );
}
