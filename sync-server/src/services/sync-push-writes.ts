/**
 * The server side of every named mutation (docs/sync-protocol.md, rule 3): the REST call it is on
 * its own (for its Idempotency-Key's fingerprint, its size limit and the old outbox form) and the
 * same service call its own route makes. Its args are checked with the registry's schema first.
 */
import { SYNCED_KINDS, SYNCED_MUTATIONS, SYNCED_TABLES, definedFields } from '@learnlog/shared';
import { saveReminderSettings } from './reminder-settings.service';
import { KIND_SERVICES, id, ok, without, type ServerMutation } from './synced-record-kinds';
import { toClientUser, updateUserIn } from './users.service';

export type { ServerMutation } from './synced-record-kinds';

function kindMutations(): Record<string, ServerMutation> {
  const table: Record<string, ServerMutation> = {};
  for (const name of SYNCED_TABLES) {
    const { path } = SYNCED_KINDS[name];
    const services = KIND_SERVICES[name];
    const { update, remove, beforeWrite } = services;
    // The kind's own route runs the same hook ahead of the same transaction (routes/synced-kind.route.ts).
    const prepare = beforeWrite && { prepare: beforeWrite };
    table[`${name}.create`] = { route: `POST ${path}`, ...prepare, run: (tx, { user, now }, args, _sent, prepared) => ok(201, services.create(tx, user, args, now, prepared?.data)) };
    if (update) {
      table[`${name}.update`] = {
        route: `PUT ${path}/:id`,
        ...prepare,
        run: (tx, { user, now }, args, _sent, prepared) => ok(200, update(tx, user, id(args), without(args, 'id'), now, prepared?.data)),
      };
    }
    if (remove) {
      table[`${name}.delete`] = {
        route: `DELETE ${path}/:id`,
        run: async (tx, { user, now }, args) => {
          await remove(tx, user, id(args), now);
          return { status: 204 };
        },
      };
    }
    for (const [special, mutation] of Object.entries(services.mutations ?? {})) table[`${name}.${special}`] = mutation;
  }
  return table;
}

export const SERVER_MUTATIONS: Readonly<Record<string, ServerMutation>> = {
  ...kindMutations(),
  'user.update': {
    route: 'PUT /api/auth/user',
    run: async (tx, { user, now }, args) => ({ status: 200, body: toClientUser(await updateUserIn(tx, user.id, definedFields(args), now), now) }),
  },
  'reminders.update': {
    route: 'PUT /api/reminders',
    run: (tx, { user, now }, args) => ok(200, saveReminderSettings(tx, user.id, args as Parameters<typeof saveReminderSettings>[2], now)),
  },
};

for (const name of Object.keys(SYNCED_MUTATIONS)) {
  if (!SERVER_MUTATIONS[name]) throw new Error(`The named mutation ${name} has no server side`);
}
