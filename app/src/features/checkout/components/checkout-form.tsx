import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { CHECKOUT_MESSAGES, checkoutReturnUrl, type LifetimePlanId } from '../data/checkout-plan';

/**
 * The Payment Element and the purchase button. Stripe.js confirms the payment and sends the
 * learner to the return address; only a failure comes back here, and the form is usable again.
 */
export function CheckoutForm({ planId, amount }: { planId: LifetimePlanId; amount: number }) {
  const stripe = useStripe();
  const elements = useElements();
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setSubmitting(true);
    const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: checkoutReturnUrl(planId) } });
    if (error) toast.error(CHECKOUT_MESSAGES.paymentFailedTitle, { description: error.message });
    setSubmitting(false);
  }

  return (
    <form onSubmit={submit} className="mt-6 space-y-6">
      <PaymentElement />
      <button type="submit" disabled={!stripe || !elements || submitting} className="btn-primary w-full">
        {submitting && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
        {submitting ? 'Processing Payment...' : `Complete Purchase - $${amount}`}
      </button>
    </form>
  );
}
