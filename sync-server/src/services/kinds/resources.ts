/** Resources on the server: the synced-record contract, nothing of their own. */
import { createResource, deleteResource, listResources, toWireResource, updateResource } from '../resources.service';
import type { KindServices } from './kind-services';

// The casts are the contract: callers pass what the kind's shared schema parsed.
export const resourcesServices: KindServices = {
  toWire: toWireResource as KindServices['toWire'],
  list: listResources,
  create: (tx, user, input, now) => createResource(tx, user, input as Parameters<typeof createResource>[2], now),
  update: (tx, user, id, input, now) => updateResource(tx, user, id, input as Parameters<typeof updateResource>[3], now),
  remove: deleteResource,
};
