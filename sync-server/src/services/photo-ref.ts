/** A photo's reference, `photo:sha256:<hex of its data URL>`: computed alike by the server and the import reader's thread. */
import { createHash } from 'node:crypto';

export const PHOTO_REF_PREFIX = 'photo:sha256:';
const HASH_LENGTH = 64;

export const isPhotoRef = (value: string): boolean => value.length === PHOTO_REF_PREFIX.length + HASH_LENGTH && value.startsWith(PHOTO_REF_PREFIX);
export const photoRefOf = (dataUrl: string): string => `${PHOTO_REF_PREFIX}${createHash('sha256').update(dataUrl).digest('hex')}`;
