/**
 * A named mutation as the documented REST call it is on its own (one too large for a batch: an
 * entry with photos): its route with the args' ids, its body the rest of the args. The server
 * builds the same call from the same route, so both forms have one Idempotency-Key fingerprint.
 */
import type { NamedMutation } from '@learnlog/shared';
import { mutationDef, type OutboxMutation } from '../db/outbox-mutation';

export interface RestCall {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body: Record<string, unknown> | undefined;
}

/** undefined: a name this app does not know (it goes in a batch, and the server answers). */
export function restCallOf(mutation: Pick<OutboxMutation, 'name' | 'args'>): RestCall | undefined {
  const route = mutationDef(mutation)?.route;
  if (!route) return undefined;
  const [method = '', template = ''] = route.split(' ');
  const params = [...template.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  const path = params.reduce((built, param) => built.replace(`:${param}`, String(mutation.args[param])), template);
  const body = Object.fromEntries(Object.entries(mutation.args).filter(([key]) => !params.includes(key)));
  return { method: method as RestCall['method'], path, body: method === 'DELETE' ? undefined : body };
}

/** A mutation as a batch carries it: the stored row's name and args, as they are. */
export function pushedForm(mutation: OutboxMutation): NamedMutation {
  return { key: mutation.mutationId, name: mutation.name, args: mutation.args };
}
