import { Elements } from '@stripe/react-stripe-js';
import { ShieldCheck } from 'lucide-react';
import { useMemo } from 'react';
import type { Plan } from '@learnlog/shared';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { LifetimePlanId } from '../data/checkout-plan';
import { getStripe } from '../data/stripe-loader';
import { CheckoutForm } from './checkout-form';
import { CheckoutNotes } from './checkout-notes';
import { CheckoutSummary } from './checkout-summary';

export interface SecureCheckoutCardProps {
  plan: Plan;
  publishableKey: string;
  clientSecret: string;
  amount: number;
}

export function SecureCheckoutCard({ plan, publishableKey, clientSecret, amount }: SecureCheckoutCardProps) {
  const stripePromise = useMemo(() => getStripe(publishableKey), [publishableKey]);
  const dark = useMediaQuery('(prefers-color-scheme: dark)');
  const options = useMemo(() => ({ clientSecret, appearance: { theme: dark ? ('night' as const) : ('stripe' as const) } }), [clientSecret, dark]);

  return (
    <section aria-labelledby="secure-checkout-title" className="card p-6 sm:p-8">
      <h2 id="secure-checkout-title" className="flex items-center gap-2 text-xl font-semibold text-ink">
        <ShieldCheck aria-hidden="true" className="size-5 text-brand-ink" />
        Secure Checkout
      </h2>
      <div className="mt-5">
        <CheckoutSummary plan={plan} amount={amount} />
      </div>
      {/* Stripe keeps the Elements' client secret fixed, so a new intent remounts them. */}
      <Elements key={clientSecret} stripe={stripePromise} options={options}>
        <CheckoutForm planId={plan.id as LifetimePlanId} amount={amount} />
      </Elements>
      <CheckoutNotes />
    </section>
  );
}
