/** Review logs: the synced-record contract, append-only (no edit, no delete), on every plan, served from the registry. */
import type { Router } from 'express';
import type { AppDeps } from '../deps';
import { syncedKindRouter } from './synced-kind.route';

export const reviewLogsRouter = (deps: AppDeps): Router => syncedKindRouter(deps, 'review_logs');
