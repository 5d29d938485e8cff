import type { UserRow } from '../db/schema';
import type { Logger } from '../lib/logger';

// The one declaration of what the session middleware adds to a request.
declare global {
  namespace Express {
    interface Request {
      /** The signed-in user's stored row; set by the session loader, guaranteed after `requireUser`. */
      user?: UserRow;
      /** The session's cookie token, for signing out. */
      sessionToken?: string;
      /** SHA-256 (hex) of the exact body bytes, set by the JSON body reader; of no bytes without a body. */
      bodyDigest?: string;
      /** The request's id (X-Request-Id), set by the request log. */
      id?: string;
      /** The server's logger, tagged with the request's id (middleware/request-log.ts). */
      log: Logger;
    }
  }
}

export {};
