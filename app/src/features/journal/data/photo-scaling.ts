/**
 * Photos are stored inside the entry as data URLs (core spec 3), so each is scaled down on the
 * device before it is kept: at most 1600 px on the longer side as JPEG, and smaller or rougher
 * until it fits the per-photo budget the server accepts (FIELD_LIMITS.photoBytes), so ten photos
 * still sync.
 */
import { FIELD_LIMITS, dataUrlBytes } from '@learnlog/shared';

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

export function isImageFile(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('image/');
}

/** Reads an image file and returns it scaled as a JPEG data URL (browser only: canvas). */
export async function scalePhoto(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot scale images');
    let dataUrl = '';
    for (const attempt of scaleAttempts(bitmap.width, bitmap.height)) {
      if (canvas.width !== attempt.width || canvas.height !== attempt.height) {
        canvas.width = attempt.width;
        canvas.height = attempt.height;
        // JPEG has no transparency: a white ground instead of black behind transparent PNGs.
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, attempt.width, attempt.height);
        context.drawImage(bitmap, 0, 0, attempt.width, attempt.height);
      }
      dataUrl = canvas.toDataURL('image/jpeg', attempt.quality);
      if (dataUrlBytes(dataUrl) <= PHOTO_SCALING.budgetBytes) return dataUrl;
    }
    return dataUrl;
  } finally {
    bitmap.close();
  }
}
