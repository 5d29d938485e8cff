/**
 * Journal entries on the server. An entry may carry ten photos (~8 MB): its body is validated photo
 * by photo, its photos are stored one by one before its transaction, and its answers are written
 * photo by photo (services/photos.service.ts), so no single event-loop turn handles all of them.
 */
import { FIELD_LIMITS, SYNCED_KINDS, journalPhotoSchema } from '@learnlog/shared';
import { DATA_URL_OVERHEAD, DEFAULT_BODY_LIMIT_BYTES, base64Length } from '../../lib/body-sizes';
import { sendPhotoJson } from '../../middleware/photo-json';
import { createEntry, deleteEntry, listEntries, setEntryPublic, toWireEntry, updateEntry } from '../entries.service';
import { linkGoal } from '../entries-link-goal.service';
import { storePhotos, type PhotoData } from '../photos.service';
import { id, ok, without, type Fields, type KindServices } from './kind-services';

const path = SYNCED_KINDS.journal_entries.path;

// The casts are the contract: callers pass what the kind's shared schema parsed.
type Input<F extends (...args: never[]) => unknown> = Parameters<F>[2];
type Changes<F extends (...args: never[]) => unknown> = Parameters<F>[3];

/**
 * An entry's text at its longest, as JSON: title, content, key learning and questions, each UTF-16
 * unit escaped as `\uXXXX` (6 bytes) at worst, twice (an update also sends the text's `base`), plus
 * the default allowance for the tags, links and other small fields.
 */
const ENTRY_TEXT_BYTES = 2 * 6 * (FIELD_LIMITS.title + FIELD_LIMITS.content + 2 * FIELD_LIMITS.shortText) + DEFAULT_BODY_LIMIT_BYTES;

/** A journal entry with its ten photos at the size the device scales them to, and all its text. */
export const ENTRY_BODY_LIMIT_BYTES = FIELD_LIMITS.photos * (base64Length(FIELD_LIMITS.photoBytes) + DATA_URL_OVERHEAD) + ENTRY_TEXT_BYTES;

const photosOf = (data: unknown) => ({ photos: data as PhotoData | undefined });

export const journalEntriesServices: KindServices = {
  toWire: toWireEntry as KindServices['toWire'],
  list: listEntries,
  create: (tx, user, input, now, data) => createEntry(tx, user, input as Input<typeof createEntry>, now, photosOf(data)),
  update: (tx, user, entryId, input, now, data) => updateEntry(tx, user, entryId, input as Changes<typeof updateEntry>, now, photosOf(data)),
  remove: deleteEntry,
  bodyLimitBytes: ENTRY_BODY_LIMIT_BYTES,
  bodyInTurns: { key: 'photos', item: journalPhotoSchema, maxItems: FIELD_LIMITS.photos },
  async beforeWrite(db, userId, input, now) {
    if (input.photos === undefined) return { input };
    const stored = await storePhotos(db, userId, input.photos as string[], now);
    const withRefs: Fields = { ...input, photos: stored.refs };
    return { input: withRefs, data: stored.data };
  },
  sendJson: (db, res, userId, status, body, prepared) => sendPhotoJson(db, res, userId, status, body, prepared?.data as PhotoData | undefined),
  mutations: {
    togglePublic: {
      route: `POST ${path}/:id/toggle-public`,
      run: (tx, { user, now }, args) => ok(200, setEntryPublic(tx, user, id(args), args.isPublic as boolean, now)),
    },
    linkGoal: {
      route: `POST ${path}/:id/link-goal`,
      run: (tx, { user, now }, args) => ok(200, linkGoal(tx, user, id(args), without(args, 'id') as Parameters<typeof linkGoal>[3], now)),
    },
  },
};
