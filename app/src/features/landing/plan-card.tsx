import { Check } from 'lucide-react';
import { clsx } from 'clsx';
import type { Plan } from '@learnlog/shared';
import { SIGN_UP_PATH } from './landing-links';
import { SOLD_OUT_LABEL, STOREFRONT_ATTRS, type cardState } from './storefront';

function priceParts(plan: Plan): { amount: string; unit: string | null } {
  if (plan.price.lifetime !== null) return { amount: `$${plan.price.lifetime}`, unit: 'once' };
  if (!plan.price.monthly) return { amount: 'Free', unit: null };
  return { amount: `$${plan.price.monthly}`, unit: '/month' };
}

export interface PlanCardProps {
  plan: Plan;
  actionLabel: string;
  featured: boolean;
  state: ReturnType<typeof cardState>;
}

export function PlanCard({ plan, actionLabel, featured, state }: PlanCardProps) {
  const { amount, unit } = priceParts(plan);
  const action = clsx('mt-8 w-full', featured ? 'btn-primary' : 'btn-secondary');
  const titleId = `plan-${plan.id}-title`;
  return (
    <li
      data-plan={plan.id}
      hidden={state.hidden}
      className={clsx(
        'card relative flex flex-col p-6',
        featured && 'border-brand-500 shadow-lg shadow-brand-900/10 ring-1 ring-brand-500 lg:-my-3 lg:py-9',
      )}
    >
      {plan.highlight && (
        <span
          className={clsx(
            'absolute -top-3 left-6 rounded-full px-3 py-1 text-xs font-semibold shadow-sm',
            featured ? 'bg-brand text-white' : 'border border-line bg-surface text-brand-ink',
          )}
        >
          {plan.highlight}
        </span>
      )}
      <h3 id={titleId} className="text-lg font-semibold tracking-tight">
        {plan.displayName}
      </h3>
      <p className="mt-1 text-sm text-ink-muted lg:min-h-10">{plan.tagline}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight">{amount}</span>
        {unit && <span className="text-sm font-medium text-ink-muted">{unit}</span>}
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm">
        {plan.featureList.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-ink" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {state.buyable ? (
        <a href={SIGN_UP_PATH} className={action} {...{ [STOREFRONT_ATTRS.buy]: '' }}>
          {actionLabel}
        </a>
      ) : (
        <button type="button" disabled className={action}>
          {state.soldOut ? SOLD_OUT_LABEL : actionLabel}
        </button>
      )}
    </li>
  );
}
