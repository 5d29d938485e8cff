import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { isApiError } from '../../lib/api-client';
import { CheckoutFailed, CheckoutLoading } from './components/checkout-status';
import { useConfirmPayment, useRefreshPlan } from './data/use-confirm-payment';

const SUCCESS_MESSAGES = {
  confirming: 'Confirming your payment...',
  lifetimeTitle: 'Payment Successful',
  lifetimeDescription: 'Welcome! You now have lifetime access.',
  subscriptionTitle: 'Thank you for subscribing',
  subscriptionDescription: 'Your plan changes as soon as Stripe confirms the payment.',
  failedTitle: 'Payment Not Confirmed',
  failedFallback: 'We could not confirm your payment. Please try again.',
} as const;

/**
 * Where Stripe sends the learner back. A lifetime payment names its intent (`payment_intent`,
 * added by Stripe): the server looks it up and grants access. A subscription (`session_id`)
 * changes on Stripe's webhook, so the plan is simply refreshed. Then on to the dashboard.
 */
export default function CheckoutSuccessPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const confirm = useConfirmPayment();
  const refreshPlan = useRefreshPlan();
  const started = useRef(false);
  const paymentIntentId = search.get('payment_intent');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!paymentIntentId) {
      void refreshPlan().then(() => {
        toast.success(SUCCESS_MESSAGES.subscriptionTitle, { description: SUCCESS_MESSAGES.subscriptionDescription });
        navigate('/dashboard', { replace: true });
      });
      return;
    }
    confirm.mutate(paymentIntentId, {
      onSuccess: () => {
        toast.success(SUCCESS_MESSAGES.lifetimeTitle, { description: SUCCESS_MESSAGES.lifetimeDescription });
        navigate('/dashboard', { replace: true });
      },
    });
  }, [confirm, navigate, paymentIntentId, refreshPlan]);

  return (
    <section className="mx-auto w-full max-w-xl">
      <title>Payment · LearnLog</title>
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-ink sm:text-3xl">Checkout</h1>
      {confirm.isError ? (
        <CheckoutFailed
          title={SUCCESS_MESSAGES.failedTitle}
          message={isApiError(confirm.error) ? confirm.error.serverMessage : SUCCESS_MESSAGES.failedFallback}
        />
      ) : (
        <CheckoutLoading label={SUCCESS_MESSAGES.confirming} />
      )}
    </section>
  );
}
