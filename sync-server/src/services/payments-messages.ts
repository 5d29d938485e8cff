/** The server's words for refused payment calls; the checkout screens show them as they are. */
export const PAYMENT_MESSAGES = {
  notOnSale: (name: string) => `${name} is not on sale right now`,
  soldOut: 'Lifetime access is sold out',
  alreadyLifetime: 'You already have lifetime access',
  paymentNotFound: 'Payment not found',
  paymentNotSucceeded: 'This payment has not succeeded yet',
  providerUnavailable: 'The payment provider could not be reached. Please try again.',
  invalidSignature: 'Invalid webhook signature',
} as const;
