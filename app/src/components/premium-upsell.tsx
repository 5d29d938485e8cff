/** What a learner without a Pro plan sees instead of a Pro screen (accounts spec, Learn Plans). */
import { Link } from 'react-router-dom';
import { Crown } from 'lucide-react';

export function PremiumUpsell({ feature, description }: { feature: string; description: string }) {
  return (
    <section aria-labelledby="premium-upsell-heading" className="card mx-auto mt-6 max-w-xl p-6 text-center sm:p-8">
      <span className="mx-auto grid size-12 place-items-center rounded-full bg-brand-soft text-brand-ink">
        <Crown aria-hidden="true" className="size-6" />
      </span>
      <h2 id="premium-upsell-heading" className="mt-4 text-xl font-semibold tracking-tight text-ink">
        {`${feature} - Premium Feature`}
      </h2>
      <p className="mt-2 text-ink-muted">{description}</p>
      <p className="mt-1 text-sm text-ink-muted">Available on Sage, Beta Lifetime and Legacy Member plans.</p>
      <Link to="/pricing" className="btn-primary mt-6">
        Upgrade to unlock
      </Link>
    </section>
  );
}
