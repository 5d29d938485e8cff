import { describe, expect, it } from 'vitest';
import { PHOTO_SCALING, fitWithin, isImageFile, scaleAttempts } from './photo-scaling';

describe('fitWithin', () => {
  it('scales the longer side down to the maximum, keeping the aspect ratio', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(4032, 3024, 1600)).toEqual({ width: 1600, height: 1200 });
  });

  it('never enlarges a small photo', () => {
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
  });

  it('keeps at least one pixel of a very thin image', () => {
    expect(fitWithin(10_000, 2, 1600)).toEqual({ width: 1600, height: 1 });
  });
});

describe('scaleAttempts', () => {
  it('tries every quality at the largest size first, then smaller sizes', () => {
    const attempts = scaleAttempts(4000, 3000);
    expect(attempts.slice(0, 3)).toEqual(PHOTO_SCALING.qualities.map((quality) => ({ width: 1600, height: 1200, quality })));
    expect(attempts[3]).toEqual({ width: 1200, height: 900, quality: PHOTO_SCALING.qualities[0] });
    const sides = attempts.map((a) => Math.max(a.width, a.height));
    expect([...sides].sort((a, b) => b - a)).toEqual(sides);
  });

  it('stops at the minimum side', () => {
    const last = scaleAttempts(4000, 3000).at(-1);
    expect(Math.max(last?.width ?? 0, last?.height ?? 0)).toBe(PHOTO_SCALING.minSide);
    expect(scaleAttempts(200, 100)).toHaveLength(PHOTO_SCALING.qualities.length);
  });

  it('keeps the budget well under the 2 MB the server accepts', () => {
    expect(PHOTO_SCALING.budgetBytes).toBeLessThan(1024 * 1024);
  });
});

describe('isImageFile', () => {
  it('accepts images only', () => {
    expect(isImageFile({ type: 'image/png' })).toBe(true);
    expect(isImageFile({ type: 'image/heic' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
  });
});
