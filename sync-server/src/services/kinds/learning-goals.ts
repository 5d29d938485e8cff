/** Learning goals on the server: the synced-record contract, nothing of their own. */
import { createGoal, deleteGoal, listGoals, toWireGoal, updateGoal } from '../goals.service';
import type { KindServices } from './kind-services';

// The casts are the contract: callers pass what the kind's shared schema parsed.
export const learningGoalsServices: KindServices = {
  toWire: toWireGoal as KindServices['toWire'],
  list: listGoals,
  create: (tx, user, input, now) => createGoal(tx, user, input as Parameters<typeof createGoal>[2], now),
  update: (tx, user, id, input, now) => updateGoal(tx, user, id, input as Parameters<typeof updateGoal>[3], now),
  remove: deleteGoal,
};
