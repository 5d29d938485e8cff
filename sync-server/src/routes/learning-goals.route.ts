/** Learning goals: the synced-record contract (creatable on every plan), served from the registry. */
import type { Router } from 'express';
import type { AppDeps } from '../deps';
import { syncedKindRouter } from './synced-kind.route';

export const learningGoalsRouter = (deps: AppDeps): Router => syncedKindRouter(deps, 'learning_goals');
