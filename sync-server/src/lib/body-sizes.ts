/** The sizes request-body limits are made of (middleware/body-limits.ts), apart so a kind's server file can declare its own. */

/** Every body without a rule of its own: about 100 KB, far more than any form or sync write sends. */
export const DEFAULT_BODY_LIMIT_BYTES = 100 * 1024;

export const base64Length = (bytes: number) => 4 * Math.ceil(bytes / 3);

/** `"data:image/jpeg;base64,"` with its quotes and comma, with room for longer image types. */
export const DATA_URL_OVERHEAD = 64;
