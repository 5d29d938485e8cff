/**
 * A queued change as the push endpoint's named mutation `{name, args}` (docs/sync-protocol.md,
 * rule 3): `<kind>.<mutation>`, its args the body with the record's id, so the server's
 * Idempotency-Key fingerprint (route ids taken out of the args) is the same bytes as before.
 */
import type { NamedMutation, SyncedTable } from '@learnlog/shared';
import type { OutboxMutation } from '../db/outbox-mutation';

/** `toggle-public` → `togglePublic`: a queued kind's mutation name. */
const camel = (kind: string) => kind.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** What a mutation carries, the same on its own and in a batch (the server fingerprints these bytes). */
export function mutationBody(mutation: OutboxMutation): Record<string, unknown> | undefined {
  return mutation.method === 'DELETE' ? undefined : { ...mutation.body, ...(mutation.base ? { base: mutation.base } : {}) };
}

/** A synced record's mutation by name; a create's body already carries its device-made id. */
export function namedMutationOf(mutation: OutboxMutation & { table: SyncedTable }): NamedMutation {
  const body = mutationBody(mutation) ?? {};
  const args = mutation.kind === 'create' ? body : { id: mutation.recordId, ...body };
  return { key: mutation.mutationId, name: `${mutation.table}.${camel(mutation.kind)}`, args };
}
