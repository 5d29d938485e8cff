/**
 * What the landing can only learn from the server (decisions: the storefront): whether payments
 * are set up here and which lifetime card is on sale now. The page is prerendered with the
 * defaults (payments on, beta); the static page corrects its markup in place with
 * `applyStorefront`, the React page renders from `cardState`. Plain fetch and no React: this is
 * part of a visitor's first download.
 */
import { lifetimeOnSale, type LifetimePlanId, type PlanId, type PricingAvailability, type PublicConfig } from '@learnlog/shared';

export interface Storefront {
  paymentsOff: boolean;
  lifetime: LifetimePlanId;
  soldOut: boolean;
}

export const DEFAULT_STOREFRONT: Storefront = { paymentsOff: false, lifetime: 'beta', soldOut: false };

/** The markup's hooks, shared by the components and `applyStorefront`. */
export const STOREFRONT_ATTRS = { buy: 'data-buy', paymentsOff: 'data-payments-off' } as const;

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
    return { paymentsOff: !config.paymentsConfigured, lifetime: planId, soldOut };
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
}
