import { BookOpen, Check, Crown, GraduationCap, LoaderCircle, Rocket, Sparkles, X, type LucideIcon } from 'lucide-react';
import { clsx } from 'clsx';
import { Link } from 'react-router-dom';
import { formatPlanPrice, type Plan, type PlanId } from '@learnlog/shared';
import { PLAN_BUTTON_LABELS, type BillingCycle, type PlanAction } from '../data/plan-actions';

const ICONS: Record<PlanId, LucideIcon> = {
  seeker: BookOpen,
  scholar: GraduationCap,
  sage: Sparkles,
  beta: Rocket,
  legacy: Crown,
};

export interface PricingPlanCardProps {
  plan: Plan;
  action: PlanAction;
  cycle: BillingCycle;
  /** Buying needs the server and its payments: offline or with payments off the paid buttons are disabled. */
  canBuy: boolean;
  /** This card's upgrade is on its way to Stripe. */
  pending: boolean;
  onUpgrade: (planId: 'scholar' | 'sage') => void;
}

function ActionButton({ action, canBuy, pending, onUpgrade, featured, icon: Icon }: Omit<PricingPlanCardProps, 'plan' | 'cycle'> & { featured: boolean; icon: LucideIcon }) {
  const style = clsx('mt-6 w-full text-center whitespace-normal', featured ? 'btn-primary' : 'btn-secondary');
  if (action.kind === 'disabled') {
    return (
      <button type="button" disabled className={style}>
        {action.label}
      </button>
    );
  }
  if (action.kind === 'checkout' && canBuy) {
    return (
      <Link to={action.href} className={style}>
        {/* The plan's mark from the icon set: an emoji renders as a box where a font lacks it. */}
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        {action.label}
      </Link>
    );
  }
  return (
    <button
      type="button"
      disabled={!canBuy || pending}
      onClick={() => action.kind === 'upgrade' && onUpgrade(action.planId)}
      className={style}
    >
      {pending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
      {pending ? PLAN_BUTTON_LABELS.processing : action.label}
    </button>
  );
}

export function PricingPlanCard({ plan, action, cycle, canBuy, pending, onUpgrade }: PricingPlanCardProps) {
  const Icon = ICONS[plan.id];
  const featured = plan.highlight === 'Most Popular';
  return (
    <li
      data-plan={plan.id}
      aria-labelledby={`pricing-${plan.id}-title`}
      className={clsx('card relative flex flex-col p-6', featured && 'border-brand-500 ring-1 ring-brand-500')}
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
      <span className="grid size-10 place-items-center rounded-xl bg-brand-soft text-brand-ink">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h2 id={`pricing-${plan.id}-title`} className="mt-4 text-lg font-semibold tracking-tight text-ink">
        {plan.displayName}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{plan.tagline}</p>
      <p data-testid="plan-price" className="mt-4 text-xl font-bold tracking-tight whitespace-nowrap text-ink">
        {formatPlanPrice(plan, cycle)}
      </p>
      <ul className="mt-5 flex-1 space-y-2.5 text-sm">
        {plan.featureList.map((feature) => (
          <li key={feature} className="flex gap-2.5 text-ink">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-ink" />
            <span>{feature}</span>
          </li>
        ))}
        {plan.limitations.map((limitation) => (
          <li key={limitation} className="flex gap-2.5 text-ink-muted">
            <X aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{limitation}</span>
          </li>
        ))}
      </ul>
      <ActionButton action={action} canBuy={canBuy} pending={pending} onUpgrade={onUpgrade} featured={featured} icon={Icon} />
    </li>
  );
}
