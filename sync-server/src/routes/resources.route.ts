/** Resources: the synced-record contract, served from the registry. */
import type { Router } from 'express';
import type { AppDeps } from '../deps';
import { syncedKindRouter } from './synced-kind.route';

export const resourcesRouter = (deps: AppDeps): Router => syncedKindRouter(deps, 'resources');
