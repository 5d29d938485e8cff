import { describe, expect, it } from 'vitest';
import { cardState, DEFAULT_STOREFRONT } from './storefront';

describe('the landing storefront', () => {
  it('shows the lifetime card on sale now and hides the other (beta while spots remain)', () => {
    expect(cardState('beta', DEFAULT_STOREFRONT)).toEqual({ hidden: false, buyable: true, soldOut: false });
    expect(cardState('legacy', DEFAULT_STOREFRONT).hidden).toBe(true);
    const legacyNow = { ...DEFAULT_STOREFRONT, lifetime: 'legacy' as const };
    expect(cardState('beta', legacyNow).hidden).toBe(true);
    expect(cardState('legacy', legacyNow)).toEqual({ hidden: false, buyable: true, soldOut: false });
    expect(cardState('legacy', { ...legacyNow, soldOut: true })).toEqual({ hidden: false, buyable: false, soldOut: true });
  });

  it('disables every buy button when payments are off, never Start Free', () => {
    const off = { ...DEFAULT_STOREFRONT, paymentsOff: true };
    for (const plan of ['scholar', 'sage', 'beta'] as const) expect(cardState(plan, off).buyable, plan).toBe(false);
    expect(cardState('seeker', off).buyable).toBe(true);
  });
});
