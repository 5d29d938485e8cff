import { z } from 'zod';

/** POST /api/create-payment-intent */
export const createPaymentIntentInputSchema = z.object({ planType: z.enum(['beta', 'legacy']) });
export type CreatePaymentIntentInput = z.infer<typeof createPaymentIntentInputSchema>;

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
/** POST /api/subscription/upgrade */
export const subscriptionUpgradeInputSchema = z.object({
  planId: z.enum(['scholar', 'sage']),
  billingCycle: z.enum(BILLING_CYCLES).default('monthly'),
});
export type SubscriptionUpgradeInput = z.input<typeof subscriptionUpgradeInputSchema>;

/** POST /api/checkout/confirm: the success screen asks the server to look the intent up. */
export const confirmPaymentInputSchema = z.object({ paymentIntentId: z.string().min(1).max(255) });

/** GET /api/pricing/availability */
export const pricingAvailabilitySchema = z.object({
  tier1: z.object({ available: z.boolean(), remaining: z.number().int() }),
  tier2: z.object({ available: z.boolean(), remaining: z.number().int() }),
});
export type PricingAvailability = z.infer<typeof pricingAvailabilitySchema>;
