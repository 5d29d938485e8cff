/**
 * Schema version 7: an outbox row the old app queued (the REST call: method, path, body, base)
 * becomes the named mutation the push has sent for it since (docs/decisions/013): its route's ids
 * first, then the body, then `base`, so a row the server may already hold keeps its
 * Idempotency-Key fingerprint (the same bytes).
 */
import { SYNCED_MUTATIONS } from '@learnlog/shared';
import { keysOf, type OutboxMutation } from './outbox-mutation';

/** An outbox row as versions 1 to 6 stored it. */
export interface RestOutboxRow extends Omit<OutboxMutation, 'name' | 'args' | 'pendingKeys'> {
  table: string;
  recordId: number;
  kind: string;
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: Record<string, unknown>;
  base?: Record<string, string | null>;
}

interface Route {
  name: string;
  method: string;
  params: string[];
  pattern: RegExp;
}

const ROUTES: Route[] = Object.values(SYNCED_MUTATIONS).map(({ name, route }) => {
  const [method = '', template = ''] = route.split(' ');
  const params = [...template.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  return { name, method, params, pattern: new RegExp(`^${template.replace(/:\w+/g, '(\\d+)')}$`) };
});

function namedOf(row: RestOutboxRow): { name: string; args: Record<string, unknown> } {
  const body = row.method === 'DELETE' ? {} : { ...row.body, ...(row.base ? { base: row.base } : {}) };
  for (const route of ROUTES) {
    const match = route.method === row.method ? route.pattern.exec(row.path) : null;
    if (match) return { name: route.name, args: { ...Object.fromEntries(route.params.map((param, i) => [param, Number(match[i + 1])])), ...body } };
  }
  // No route of this app: kept, so the server's refusal shows it rather than losing it silently.
  return { name: `${row.method} ${row.path}`, args: body };
}

/** The named row for an old one; a row already named is kept as it is. */
export function namedOutboxRow(old: RestOutboxRow | OutboxMutation): OutboxMutation {
  if ('name' in old && typeof old.name === 'string') return old;
  const { table: _table, recordId: _recordId, kind: _kind, method: _method, path: _path, body: _body, base: _base, ...kept } = old as RestOutboxRow;
  const { name, args } = namedOf(old as RestOutboxRow);
  const def = SYNCED_MUTATIONS[name];
  const keys = def ? keysOf(def, args, kept.recordKey) : { recordKey: kept.recordKey, pendingKeys: [kept.recordKey] };
  return { ...kept, name, args, ...keys };
}
