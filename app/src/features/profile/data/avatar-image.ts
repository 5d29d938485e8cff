/**
 * The profile picture rules (accounts spec §5 and §9): an image/* file under 1 MB, scaled so its
 * longer side is at most 300 px, re-encoded as JPEG at quality 0.7. Pure parts here; the canvas
 * work is in scale-avatar.ts.
 */
import { AVATAR, FIELD_LIMITS } from '@learnlog/shared';

export interface Size {
  width: number;
  height: number;
}

/** The size that fits `maxSide` on the longer side, keeping the proportions; never enlarged. */
export function fitWithin(size: Size, maxSide: number = AVATAR.maxSide): Size {
  const longer = Math.max(size.width, size.height);
  if (longer <= maxSide || longer <= 0) return { width: size.width, height: size.height };
  const scale = maxSide / longer;
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

export interface FileProblem {
  title: string;
  description: string;
}

/** Why a picked file cannot be a profile picture (the spec's toast), or null when it can. */
export function avatarFileProblem(file: { type: string; size: number }): FileProblem | null {
  if (file.size > FIELD_LIMITS.avatarBytes) return { title: 'File too large', description: 'Please select an image smaller than 1MB' };
  if (!file.type.startsWith('image/')) return { title: 'Invalid file type', description: 'Please select a valid image file' };
  return null;
}
