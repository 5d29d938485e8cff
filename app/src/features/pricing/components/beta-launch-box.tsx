import { Rocket } from 'lucide-react';
import { PLANS, type PricingAvailability } from '@learnlog/shared';

/**
 * The 'Beta Launch Special' box: the beta price and spots left while tier one lasts, otherwise
 * the legacy price. Spots come from the server; offline the count is simply left out.
 */
export function BetaLaunchBox({ availability }: { availability: PricingAvailability | undefined }) {
  const beta = PLANS.beta.price.lifetime;
  const onBeta = !availability || availability.tier1.available;
  const soldOut = availability !== undefined && !availability.tier1.available && !availability.tier2.available;
  return (
    <section
      aria-labelledby="beta-launch-title"
      data-testid="beta-launch-box"
      className="mx-auto mt-8 flex max-w-xl flex-col items-center gap-1 rounded-2xl border border-brand-300 bg-brand-soft px-6 py-5 text-center dark:border-brand-700"
    >
      <h2 id="beta-launch-title" className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-ink uppercase">
        <Rocket aria-hidden="true" className="size-4" />
        Beta Launch Special
      </h2>
      <p className="text-3xl font-bold text-ink">
        {soldOut ? 'Sold out' : `$${onBeta ? beta : PLANS.legacy.price.lifetime}`}
        {!soldOut && <span className="ml-1 text-base font-medium text-ink-muted">one-time</span>}
      </p>
      {availability?.tier1.available && (
        <p className="text-sm font-medium text-ink">{`${availability.tier1.remaining} spots left at $${beta}`}</p>
      )}
    </section>
  );
}
