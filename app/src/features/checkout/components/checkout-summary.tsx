import { Check } from 'lucide-react';
import type { Plan } from '@learnlog/shared';

/** What is being bought: the plan, its one-time price (the server's amount) and what it unlocks. */
export function CheckoutSummary({ plan, amount }: { plan: Plan; amount: number }) {
  return (
    <div className="rounded-xl bg-surface-muted p-4">
      <div className="flex items-baseline justify-between gap-4">
        <h3 className="font-semibold text-ink">{plan.displayName}</h3>
        <p className="text-xl font-bold text-ink">{`$${amount}`}</p>
      </div>
      <ul className="mt-3 space-y-1.5 text-sm">
        {plan.featureList.map((feature) => (
          <li key={feature} className="flex gap-2 text-ink">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-ink" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
