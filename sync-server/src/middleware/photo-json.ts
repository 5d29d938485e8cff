/**
 * Sends a JSON answer whose entries' photos are references (services/photos.service.ts) with the
 * photos' data URLs in their place, without making it one string: `res.json` of an entry with ten
 * photos stringifies 8 MB in one event-loop turn (docs/decisions/010-photos-stored-apart.md). Here the
 * answer is stringified with a token for each photo, and the photos are written between the
 * pieces, one per turn. A data URL needs no JSON escaping (a validated `data:image/…;base64,…`
 * holds no quote, backslash or control character), so it is its own JSON text between quotes.
 *
 *   await sendPhotoJson(db, res, userId, 200, entries);            // a read
 *   await sendPhotoAnswer(db, res, userId, answer, stored.data);   // a write, with the photos it just stored
 */
import { randomBytes } from 'node:crypto';
import type { Response } from 'express';
import { nextTurn } from '../lib/next-turn';
import type { Queries } from '../db/database';
import { setAnswerHead, type WriteAnswer } from '../services/idempotency.service';
import { isPhotoRef, loadPhotos, photoRefsIn, type PhotoData } from '../services/photos.service';

/**
 * JSON text pieces; every odd piece is a photo's data URL (ASCII), between the quotes that end and
 * start the pieces around it. `data` null: the body refers to no photo.
 */
function jsonPieces(body: unknown, data: PhotoData | null): string[] {
  // No replacer to call for each of the ~20,000 values of a pull's page of 1,000 rows.
  if (data === null) return [JSON.stringify(body)];
  // A token per call, random: no text a learner wrote can be taken for one.
  const nonce = randomBytes(12).toString('hex');
  const urls: string[] = [];
  const text = JSON.stringify(body, (key, value: unknown) => {
    if (key !== 'photos' || !Array.isArray(value)) return value;
    return value.flatMap((photo: unknown) => {
      // Data URLs of rows older than the photos table are stringified as they are.
      if (typeof photo !== 'string' || !isPhotoRef(photo)) return [photo];
      const url = data.get(photo);
      if (url === undefined) return [];
      urls.push(url);
      return [`@photo-${nonce}-${urls.length - 1}@`];
    });
  });
  // The token's quotes stay in the text around it: the data URL is written between them as it is.
  const pieces = text.split(new RegExp(`@photo-${nonce}-(\\d+)@`));
  return pieces.map((piece, i) => (i % 2 === 1 ? (urls[Number(piece)] as string) : piece));
}

async function sendJsonWithPhotos(res: Response, status: number, body: unknown, data: PhotoData | null): Promise<void> {
  const pieces = jsonPieces(body, data);
  let length = 0;
  for (const [i, piece] of pieces.entries()) length += i % 2 === 1 ? piece.length : Buffer.byteLength(piece);
  res.status(status);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', String(length));
  // Most answers hold no photo: one write, as res.json would make.
  if (pieces.length === 1) return void res.end(pieces[0]);
  for (const [i, piece] of pieces.entries()) {
    if (i % 2 === 0) {
      if (piece.length > 0) res.write(piece);
      continue;
    }
    // The client may have gone: the rest would only fill a buffer nobody reads.
    if (res.destroyed) return;
    await nextTurn();
    res.write(piece);
  }
  res.end();
}

/** `body` as JSON with the photos it refers to, loaded for `userId` (except those already `known`). */
export async function sendPhotoJson(db: Queries, res: Response, userId: number, status: number, body: unknown, known?: PhotoData): Promise<void> {
  const refs = photoRefsIn(body);
  await sendJsonWithPhotos(res, status, body, refs.size === 0 ? null : await loadPhotos(db, userId, refs, known));
}

/** sendAnswer (idempotency.service.ts) for answers that may hold entries. */
export async function sendPhotoAnswer(db: Queries, res: Response, userId: number, answer: WriteAnswer, known?: PhotoData): Promise<void> {
  setAnswerHead(res, answer);
  if (answer.body === undefined) res.end();
  else await sendPhotoJson(db, res, userId, answer.status, answer.body, known);
}
