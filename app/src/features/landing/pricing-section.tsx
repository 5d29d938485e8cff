import { LANDING_PLAN_IDS, PAYMENTS_OFF_TEXT, PLANS } from '@learnlog/shared';
import { SECTION_IDS } from './landing-links';
import { PlanCard } from './plan-card';
import { SectionHeading } from './section-heading';
import { cardState, STOREFRONT_ATTRS, type Storefront } from './storefront';

type LandingPlanId = (typeof LANDING_PLAN_IDS)[number];

/** The core spec's button words: Start Free, Get Scholar, Get Sage, Get Legacy (and the beta card's). */
const ACTION_LABELS: Record<LandingPlanId, string> = {
  seeker: 'Start Free',
  scholar: 'Get Scholar',
  sage: 'Get Sage',
  beta: 'Get Beta Lifetime',
  legacy: 'Get Legacy',
};

export function PricingSection({ storefront }: { storefront: Storefront }) {
  return (
    <section id={SECTION_IDS.pricing} aria-labelledby="pricing-title" className="py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="Simple plans for every learner"
          intro="Start free and keep your habit. Upgrade when you want unlimited entries, goals and AI summaries."
        />
        <p
          role="status"
          {...{ [STOREFRONT_ATTRS.paymentsOff]: '' }}
          hidden={!storefront.paymentsOff}
          className="mx-auto mt-8 max-w-xl rounded-xl bg-surface-muted px-4 py-3 text-center text-sm text-ink"
        >
          {PAYMENTS_OFF_TEXT}
        </p>
        <ul className="mt-16 grid grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-4 lg:gap-5">
          {LANDING_PLAN_IDS.map((id) => (
            <PlanCard key={id} plan={PLANS[id]} actionLabel={ACTION_LABELS[id]} featured={id === 'sage'} state={cardState(id, storefront)} />
          ))}
        </ul>
      </div>
    </section>
  );
}
