import { describe, expect, it } from 'vitest';
import { AVATAR, FIELD_LIMITS } from '@learnlog/shared';
import { avatarFileProblem, fitWithin } from './avatar-image';

describe('fitWithin (profile picture scaling)', () => {
  it('brings the longer side down to 300 px and keeps the proportions', () => {
    expect(fitWithin({ width: 1200, height: 800 })).toEqual({ width: AVATAR.maxSide, height: 200 });
    expect(fitWithin({ width: 600, height: 1500 })).toEqual({ width: 120, height: 300 });
    expect(fitWithin({ width: 900, height: 900 })).toEqual({ width: 300, height: 300 });
  });

  it('rounds to whole pixels and never goes below one pixel', () => {
    expect(fitWithin({ width: 1000, height: 333 })).toEqual({ width: 300, height: 100 });
    expect(fitWithin({ width: 10_000, height: 5 })).toEqual({ width: 300, height: 1 });
  });

  it('leaves a picture that already fits as it is (no enlarging)', () => {
    expect(fitWithin({ width: 300, height: 120 })).toEqual({ width: 300, height: 120 });
    expect(fitWithin({ width: 64, height: 48 })).toEqual({ width: 64, height: 48 });
  });
});

describe('avatarFileProblem', () => {
  it('accepts any image under the 1 MB cap', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 200_000 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/gif', size: FIELD_LIMITS.avatarBytes })).toBeNull();
  });

  it('refuses larger files and non-images with the spec toasts', () => {
    expect(avatarFileProblem({ type: 'image/jpeg', size: FIELD_LIMITS.avatarBytes + 1 })).toEqual({
      title: 'File too large',
      description: 'Please select an image smaller than 1MB',
    });
    expect(avatarFileProblem({ type: 'application/pdf', size: 1_000 })).toEqual({
      title: 'Invalid file type',
      description: 'Please select a valid image file',
    });
  });
});
