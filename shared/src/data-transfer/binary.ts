/** Bytes ↔ base64 data URLs for photos, the same in the browser and in Node (both have btoa/atob). */

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
  avif: 'image/avif',
  bmp: 'image/bmp',
  svg: 'image/svg+xml',
};

const EXTENSION_OF: Record<string, string> = { 'image/jpeg': 'jpg', 'image/svg+xml': 'svg' };

/** The image type a file name's extension names, or null when it is not an image we know. */
export function imageTypeOf(fileName: string): string | null {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  return IMAGE_TYPES[extension] ?? null;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const step = 0x8000;
  for (let at = 0; at < bytes.length; at += step) binary += String.fromCharCode(...bytes.subarray(at, at + step));
  return btoa(binary);
}

function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function toDataUrl(bytes: Uint8Array, type: string): string {
  return `data:${type};base64,${bytesToBase64(bytes)}`;
}

/** A photo's data URL as a file: its bytes and the extension its type suggests. */
export function fromDataUrl(dataUrl: string): { bytes: Uint8Array; extension: string } | null {
  const match = /^data:(image\/[a-z0-9.+-]+);base64,(.*)$/i.exec(dataUrl);
  if (!match) return null;
  const type = (match[1] ?? '').toLowerCase();
  return { bytes: base64ToBytes(match[2] ?? ''), extension: EXTENSION_OF[type] ?? type.slice('image/'.length).replace(/[^a-z0-9]/g, '') };
}
