/** Draws the picked picture at its new size and encodes it as a JPEG data URL (browser only). */
import { AVATAR } from '@learnlog/shared';
import { fitWithin } from './avatar-image';

function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The picture could not be read'));
    };
    image.src = url;
  });
}

export async function scaleAvatar(file: Blob): Promise<string> {
  const image = await loadImage(file);
  const size = fitWithin({ width: image.naturalWidth, height: image.naturalHeight });
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The picture could not be drawn');
  // JPEG has no transparency: a transparent PNG would otherwise turn black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(image, 0, 0, size.width, size.height);
  return canvas.toDataURL('image/jpeg', AVATAR.jpegQuality);
}
