import { useState } from 'react';
import { membership, PAYMENTS_OFF_TEXT } from '@learnlog/shared';
import { usePaymentsOff } from '../../lib/public-config';
import { useSignedInUser } from '../auth';
import { useOnline } from '../../sync/use-sync-state';
import { BetaLaunchBox } from './components/beta-launch-box';
import { BillingCycleToggle } from './components/billing-cycle-toggle';
import { OfflineNotice } from './components/offline-notice';
import { PricingFaq } from './components/pricing-faq';
import { PricingHeader } from './components/pricing-header';
import { PricingPlanCard } from './components/pricing-plan-card';
import { lifetimeCard, planAction, pricingPlans, type BillingCycle } from './data/plan-actions';
import { usePricingAvailability } from './data/use-pricing-availability';
import { useSubscriptionUpgrade } from './data/use-subscription-upgrade';

const PRICING_OFFLINE_MESSAGE = "You're offline. Plans can be bought once you're back online.";

export default function PricingPage() {
  const user = useSignedInUser();
  const online = useOnline();
  const paymentsOff = usePaymentsOff();
  const { data: availability } = usePricingAvailability();
  const upgrade = useSubscriptionUpgrade();
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const now = new Date();
  const { soldOut } = lifetimeCard(availability);
  // The trial notice is for learners still deciding, never for those who already pay.
  const standing = membership(user, now);

  return (
    <section className="mx-auto w-full max-w-6xl">
      <title>Pricing · LearnLog</title>
      <PricingHeader standing={standing} />
      {!online && <OfflineNotice>{PRICING_OFFLINE_MESSAGE}</OfflineNotice>}
      {online && paymentsOff && <OfflineNotice reason="payments-off">{PAYMENTS_OFF_TEXT}</OfflineNotice>}
      <BetaLaunchBox availability={availability} />
      <BillingCycleToggle value={cycle} onChange={setCycle} />
      <ul className="mt-12 grid grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-4 lg:gap-5">
        {pricingPlans(availability).map((plan) => (
          <PricingPlanCard
            key={plan.id}
            plan={plan}
            cycle={cycle}
            action={planAction(plan, user, now, soldOut)}
            canBuy={online && !paymentsOff}
            pending={upgrade.isPending && upgrade.variables.planId === plan.id}
            onUpgrade={(planId) => upgrade.mutate({ planId, billingCycle: cycle })}
          />
        ))}
      </ul>
      <PricingFaq />
    </section>
  );
}
