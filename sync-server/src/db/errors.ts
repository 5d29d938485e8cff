/** What a database error means, on either engine (drizzle wraps driver errors in `cause`). */

interface DriverError {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The error and the errors it wraps, outermost first. */
function* chain(error: unknown): Generator<DriverError> {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    yield current as DriverError;
    current = (current as DriverError).cause;
  }
}

const codeOf = (error: unknown): string[] => [...chain(error)].map((e) => String(e.code ?? ''));

/** PostgreSQL gave up on the transaction to keep concurrent ones correct: running it again is safe. */
export function isRetryableConflict(error: unknown): boolean {
  return codeOf(error).some((code) => code === '40001' || code === '40P01');
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  'SQLITE_BUSY',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
]);
const UNAVAILABLE_MESSAGES = [/Connection terminated/i, /timeout exceeded when trying to connect/i, /Client has encountered a connection error/i, /Connection ended unexpectedly/i];

/** The database cannot be reached or refused the connection: the request may succeed later. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return [...chain(error)].some(
    (e) =>
      UNAVAILABLE_CODES.has(String(e.code ?? '')) ||
      String(e.code ?? '').startsWith('08') ||
      UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(String(e.message ?? ''))),
  );
}
