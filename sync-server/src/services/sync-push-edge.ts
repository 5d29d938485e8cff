/**
 * A pushed mutation made ready to run: its name, its args checked with the registry's schema, and
 * the REST call it is on its own (method, path, body bytes) for its fingerprint and size limit.
 * The outbox's old form `{method, path, body}` is translated to `{name, args}` here, once.
 */
import { MESSAGES, SYNCED_MUTATIONS, recordIdParamSchema, type NamedMutation, type RestMutation, type PushedMutation, type SyncPushResult } from '@learnlog/shared';
import { bodyLimitFor } from '../middleware/body-limits';
import { BODY_TOO_LARGE_MESSAGE } from '../middleware/json-body';
import { validationError } from '../middleware/validate';
import { SERVER_MUTATIONS, type ServerMutation } from './sync-push-writes';

type Args = Record<string, unknown>;

export interface PushCall {
  server: ServerMutation;
  method: string;
  path: string;
  /** The body's JSON as its own call would send it; undefined: none (a DELETE). */
  text: string | undefined;
  args: Args;
  /** The body as sent, without the path's ids. */
  sent: Args;
}

const pushFailure = (status: number, message: string, extras: object = {}): SyncPushResult => ({ status, body: { message, ...extras } });

interface Route {
  name: string;
  method: string;
  template: string;
  params: string[];
  pattern: RegExp;
}

const ROUTES: Route[] = Object.entries(SERVER_MUTATIONS).map(([name, { route }]) => {
  const [method = '', template = ''] = route.split(' ');
  const params = [...template.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  return { name, method, template, params, pattern: new RegExp(`^${template.replace(/:\w+/g, '([^/]+)')}$`) };
});
const ROUTE_OF = new Map(ROUTES.map((route) => [route.name, route]));

const without = (args: Args, keys: string[]) => Object.fromEntries(Object.entries(args).filter(([key]) => !keys.includes(key)));

function checked(route: Route, method: string, path: string, text: string | undefined, args: Args, sent: Args): PushCall | SyncPushResult {
  if (text !== undefined && Buffer.byteLength(text) > bodyLimitFor(method, path, true)) return pushFailure(413, BODY_TOO_LARGE_MESSAGE);
  const parsed = SYNCED_MUTATIONS[route.name]?.args.safeParse(args);
  if (!parsed) return pushFailure(404, MESSAGES.notFound);
  if (!parsed.success) {
    const error = validationError(parsed.error);
    return pushFailure(error.status, error.message, error.extras);
  }
  const server = SERVER_MUTATIONS[route.name] as ServerMutation;
  return { server, method, path, text, args: parsed.data as Args, sent };
}

/** `{name, args}`: its REST call is its route with the args' ids, its body the rest of the args. */
function namedCall(mutation: NamedMutation): PushCall | SyncPushResult {
  const route = ROUTE_OF.get(mutation.name);
  if (!route) return pushFailure(404, MESSAGES.notFound);
  const path = route.params.reduce((built, param) => built.replace(`:${param}`, String(mutation.args[param])), route.template);
  const sent = without(mutation.args, route.params);
  const text = route.method === 'DELETE' ? undefined : JSON.stringify(sent);
  return checked(route, route.method, path, text, mutation.args, sent);
}

/** The old form: the route its method and path match, its ids read as that route's params. */
function restCall(mutation: RestMutation): PushCall | SyncPushResult {
  let found: { route: Route; values: string[] } | undefined;
  for (const route of ROUTES) {
    const match = route.method === mutation.method ? route.pattern.exec(mutation.path) : null;
    if (match) {
      found = { route, values: match.slice(1) };
      break;
    }
  }
  if (!found) return pushFailure(404, MESSAGES.notFound);
  const text = mutation.body === undefined ? undefined : JSON.stringify(mutation.body);
  if (text !== undefined && Buffer.byteLength(text) > bodyLimitFor(mutation.method, mutation.path, true)) return pushFailure(413, BODY_TOO_LARGE_MESSAGE);
  const ids = recordIdParamSchema.array().safeParse(found.values);
  if (!ids.success) return pushFailure(400, MESSAGES.validationFailed, { errors: [{ path: 'id', message: ids.error.issues[0]?.message ?? '' }] });
  const sent = mutation.body ?? {};
  const { route } = found;
  const params = Object.fromEntries(route.params.map((param, i) => [param, ids.data[i]]));
  return checked(route, mutation.method, mutation.path, text, { ...sent, ...params }, sent);
}

export function pushCallOf(mutation: PushedMutation): PushCall | SyncPushResult {
  return 'name' in mutation ? namedCall(mutation) : restCall(mutation);
}

export const isPushCall = (value: PushCall | SyncPushResult): value is PushCall => 'server' in value;
