/**
 * Photos are stored inside the entry as data URLs (core spec 3), so each is scaled down on the
 * device before it is kept: at most 1600 px on the longer side as JPEG, and smaller or rougher
 * until it fits the per-photo budget the server accepts (FIELD_LIMITS.photoBytes), so ten photos
 * still sync.
 */
import { PHOTO_SCALING, dataUrlBytes, scaleAttempts } from '@learnlog/shared';

export { PHOTO_SCALING, fitWithin, scaleAttempts,   } from '@learnlog/shared';

export function isImageFile(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('image/');
}

/** Reads an image (a chosen file, or a photo in an import) and returns it scaled as a JPEG data URL (browser only: canvas). */
export async function scalePhoto(file: Blob): Promise<string> {
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
