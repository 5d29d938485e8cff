import { LANDING_PLAN_IDS, PLANS } from '@learnlog/shared';
import { SECTION_IDS } from './landing-links';
import { PlanCard } from './plan-card';
import { SectionHeading } from './section-heading';

type LandingPlanId = (typeof LANDING_PLAN_IDS)[number];

/** The core spec's button words: Start Free, Get Scholar, Get Sage, Get Legacy. */
const ACTION_LABELS: Record<LandingPlanId, string> = {
  seeker: 'Start Free',
  scholar: 'Get Scholar',
  sage: 'Get Sage',
  legacy: 'Get Legacy',
};

export function PricingSection() {
  return (
    <section id={SECTION_IDS.pricing} aria-labelledby="pricing-title" className="py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="Simple plans for every learner"
          intro="Start free and keep your habit. Upgrade when you want unlimited entries, goals and AI summaries."
        />
        <ul className="mt-16 grid grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-4 lg:gap-5">
          {LANDING_PLAN_IDS.map((id) => (
            <PlanCard key={id} plan={PLANS[id]} actionLabel={ACTION_LABELS[id]} featured={id === 'sage'} />
          ))}
        </ul>
      </div>
    </section>
  );
}
