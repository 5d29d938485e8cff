/**
 * How a photo is scaled down to be kept (core spec 3): at most 1600 px on the longer side as JPEG,
 * and smaller or rougher until it fits the per-photo budget the server accepts
 * (FIELD_LIMITS.photoBytes). The entry dialog and an import in the browser scale on a canvas, the
 * server's import with sharp; all of them try these encodings in this order.
 */
import { FIELD_LIMITS } from '../constants';

export interface PhotoScalingSettings {
  maxSide: number;
  budgetBytes: number;
  qualities: readonly number[];
  shrink: number;
  minSide: number;
}

export const PHOTO_SCALING: PhotoScalingSettings = {
  maxSide: 1600,
  /** Per photo, decoded bytes. */
  budgetBytes: FIELD_LIMITS.photoBytes,
  qualities: [0.82, 0.7, 0.55],
  /** Each further round shrinks the sides by this factor. */
  shrink: 0.75,
  minSide: 320,
};

export interface ScaleAttempt {
  width: number;
  height: number;
  quality: number;
}

/** The size that fits `maxSide` on the longer side, keeping the aspect ratio; never enlarged. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The encodings to try in order until one fits the budget: every quality at the largest size,
 * then at smaller sizes, down to `minSide`. The last one is used even if it is over the budget.
 */
export function scaleAttempts(width: number, height: number, settings: PhotoScalingSettings = PHOTO_SCALING): ScaleAttempt[] {
  const attempts: ScaleAttempt[] = [];
  let side: number = settings.maxSide;
  for (;;) {
    const size = fitWithin(width, height, side);
    for (const quality of settings.qualities) attempts.push({ ...size, quality });
    if (Math.max(size.width, size.height) <= settings.minSide) return attempts;
    side = Math.max(settings.minSide, Math.round(Math.max(size.width, size.height) * settings.shrink));
  }
}
