/** Review logs on the server: append-only (no update, no delete). */
import { createReviewLog, listReviewLogs, toWireReviewLog } from '../review-logs.service';
import type { KindServices } from './kind-services';

// The cast is the contract: callers pass what the kind's shared schema parsed.
export const reviewLogsServices: KindServices = {
  toWire: toWireReviewLog as KindServices['toWire'],
  list: listReviewLogs,
  create: (tx, user, input, now) => createReviewLog(tx, user, input as Parameters<typeof createReviewLog>[2], now),
};
