/**
 * Zod without its eval fast path, set before any schema is built (the first import of the app and
 * of the service worker): the CSP forbids eval, so the fast path never ran, but zod's probe for it
 * made every browser report a CSP violation on every load.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
