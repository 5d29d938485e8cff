/**
 * What the landing can only learn from the server (decisions: the storefront): whether payments
 * are set up here, which lifetime card is on sale now, and where Support writes. The page is
 * prerendered with the defaults (payments on, beta, no Support); the static page corrects its markup in place with
 * `applyStorefront`, the React page renders from `cardState`. Plain fetch and no React: this is
 * part of a visitor's first download.
 */
import { lifetimeOnSale, type LifetimePlanId, type PlanId, type PricingAvailability, type PublicConfig } from '@learnlog/shared';

export interface Storefront {
  paymentsOff: boolean;
  lifetime: LifetimePlanId;
  soldOut: boolean;
  /** The server's SUPPORT_EMAIL; null hides the footer's Support link. */
  supportEmail: string | null;
}

export const DEFAULT_STOREFRONT: Storefront = { paymentsOff: false, lifetime: 'beta', soldOut: false, supportEmail: null };

/** The markup's hooks, shared by the components and `applyStorefront`. */
export const STOREFRONT_ATTRS = { buy: 'data-buy', paymentsOff: 'data-payments-off', support: 'data-support' } as const;

/** Support writes to the server's support address, or is not offered at all (never a dead `#`). */
export function supportHref({ supportEmail }: Storefront): string | null {
  return supportEmail ? `mailto:${supportEmail}` : null;
}

export const SOLD_OUT_LABEL = 'Sold Out';

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** null when the server cannot be asked (offline): the page keeps what it shows. */
export async function fetchStorefront(): Promise<Storefront | null> {
  try {
    const [config, availability] = await Promise.all([getJson<PublicConfig>('/api/config'), getJson<PricingAvailability>('/api/pricing/availability')]);
    const { planId, soldOut } = lifetimeOnSale(availability);
    return { paymentsOff: !config.paymentsConfigured, lifetime: planId, soldOut, supportEmail: config.supportEmail };
  } catch {
    return null;
  }
}

/** Whether a landing card shows, and whether its button leads anywhere. Start Free always does. */
export function cardState(planId: PlanId, storefront: Storefront): { hidden: boolean; buyable: boolean; soldOut: boolean } {
  if (planId === 'seeker') return { hidden: false, buyable: true, soldOut: false };
  if (planId === 'beta' || planId === 'legacy') {
    const onSale = planId === storefront.lifetime;
    return { hidden: !onSale, buyable: onSale && !storefront.paymentsOff && !storefront.soldOut, soldOut: onSale && storefront.soldOut };
  }
  return { hidden: false, buyable: !storefront.paymentsOff, soldOut: false };
}

/** The prerendered page, corrected in place: the card on sale, disabled buy buttons, the one line. */
export function applyStorefront(root: ParentNode, storefront: Storefront): void {
  for (const card of root.querySelectorAll<HTMLElement>('[data-plan]')) {
    const state = cardState(card.dataset.plan as PlanId, storefront);
    card.hidden = state.hidden;
    const link = card.querySelector(`a[${STOREFRONT_ATTRS.buy}]`);
    if (link && !state.buyable) {
      const button = document.createElement('button');
      button.type = 'button';
      button.disabled = true;
      button.className = link.className;
      button.textContent = state.soldOut ? SOLD_OUT_LABEL : link.textContent;
      link.replaceWith(button);
    }
  }
  const line = root.querySelector<HTMLElement>(`[${STOREFRONT_ATTRS.paymentsOff}]`);
  if (line) line.hidden = !storefront.paymentsOff;
  const href = supportHref(storefront);
  const support = root.querySelector<HTMLElement>(`[${STOREFRONT_ATTRS.support}]`);
  if (support && href) {
    support.querySelector('a')?.setAttribute('href', href);
    support.hidden = false;
  }
}
