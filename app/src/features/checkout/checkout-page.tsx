import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { isApiError, isNetworkError } from '../../lib/api-client';
import { useOnline } from '../../sync/use-sync-state';
import { CheckoutFailed, CheckoutLoading, CheckoutOffline, CheckoutPaymentsOff } from './components/checkout-status';
import { SecureCheckoutCard } from './components/secure-checkout-card';
import { CHECKOUT_MESSAGES, checkoutPlan, checkoutPlanId } from './data/checkout-plan';
import { usePaymentIntent } from './data/use-payment-intent';
import { usePublicConfig } from '../../lib/public-config';

function setupFailureMessage(error: unknown): string {
  return isApiError(error) ? error.serverMessage : CHECKOUT_MESSAGES.setupFailedFallback;
}

function CheckoutBody() {
  const [search] = useSearchParams();
  const planId = checkoutPlanId(search);
  const online = useOnline();
  const config = usePublicConfig();
  // No Stripe key on this server: nothing to set up, so no payment is asked for.
  const paymentsOff = config.data?.paymentsConfigured === false;
  const intent = usePaymentIntent(planId, online && config.isSuccess && !paymentsOff);
  const error = intent.error ?? config.error;
  // Offline is a normal state, not a failure: one calm message, no red, no toast.
  const offline = !intent.data && (!online || isNetworkError(error));
  const failed = !offline && !paymentsOff && (Boolean(error) || (config.isSuccess && intent.isSuccess && !config.data.stripePublishableKey));

  useEffect(() => {
    if (failed) toast.error(CHECKOUT_MESSAGES.setupToastTitle, { description: CHECKOUT_MESSAGES.setupToastDescription });
  }, [failed]);

  if (offline) return <CheckoutOffline message={CHECKOUT_MESSAGES.offline} />;
  if (paymentsOff) return <CheckoutPaymentsOff />;
  if (failed) return <CheckoutFailed title="Payment Setup Failed" message={error ? setupFailureMessage(error) : CHECKOUT_MESSAGES.setupFailedFallback} />;
  if (!intent.data || !config.data?.stripePublishableKey) return <CheckoutLoading label="Setting up secure payment..." />;
  return (
    <SecureCheckoutCard
      plan={checkoutPlan(planId)}
      publishableKey={config.data.stripePublishableKey}
      clientSecret={intent.data.clientSecret}
      amount={intent.data.amount}
    />
  );
}

export default function CheckoutPage() {
  return (
    <section className="mx-auto w-full max-w-xl">
      <title>Checkout · LearnLog</title>
      <Link to="/pricing" className="btn-ghost -ml-3 mb-2">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Pricing
      </Link>
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-ink sm:text-3xl">Checkout</h1>
      <CheckoutBody />
    </section>
  );
}
