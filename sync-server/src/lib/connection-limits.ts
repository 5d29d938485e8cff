/**
 * Bounds on connections, so no client can hold the server's sockets (issue 34, point 6):
 * request headers must arrive within HEADERS_TIMEOUT_MS and the whole request, body included,
 * within REQUEST_TIMEOUT_MS (a body trickled a byte at a time is closed), and one client address
 * may hold at most CONNECTIONS_PER_ADDRESS open connections: one more is answered `503` with
 * `Retry-After` and a JSON `{message}`, then closed. Behind a reverse proxy every connection comes
 * from the proxy, so there the proxy bounds clients and this bound should be raised to what the
 * proxy opens.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Env } from '../config/env';

export type ConnectionLimits = Pick<Env, 'HEADERS_TIMEOUT_MS' | 'REQUEST_TIMEOUT_MS' | 'CONNECTIONS_PER_ADDRESS'>;

export const TOO_MANY_CONNECTIONS = 'Too many open connections from your address. Please try again in a few seconds.';
/** Seconds a refused client is told to wait. */
export const CONNECTIONS_RETRY_AFTER_S = 5;
/** How long a refused socket may stay open for the client to read its answer. */
const REFUSED_LINGER_MS = 1_000;

/** The HTTP server for `app` (not yet listening), with the limits above. */
export function createLimitedServer(app: RequestListener, env: ConnectionLimits): Server {
  const server = createServer(
    {
      headersTimeout: env.HEADERS_TIMEOUT_MS,
      requestTimeout: env.REQUEST_TIMEOUT_MS,
      // Node checks both timeouts on this interval (30 s by default): a tenth of the shorter, so they hold to ~10%.
      connectionsCheckingInterval: Math.max(100, Math.min(env.HEADERS_TIMEOUT_MS, env.REQUEST_TIMEOUT_MS) / 10),
    },
    app,
  );
  boundConnectionsPerAddress(server, env.CONNECTIONS_PER_ADDRESS);
  return server;
}

const refusal = (() => {
  const body = JSON.stringify({ message: TOO_MANY_CONNECTIONS });
  return [
    'HTTP/1.1 503 Service Unavailable',
    `Retry-After: ${CONNECTIONS_RETRY_AFTER_S}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
})();

/**
 * Answers the socket with the 503 before any request is read, and closes it. Whatever the client
 * sends meanwhile is read and dropped: closing with unread data would reset the connection, and
 * the client could lose the answer.
 */
function refuse(socket: Socket): void {
  socket.on('error', () => {});
  socket.end(refusal);
  socket.resume();
  socket.once('end', () => socket.destroy());
  setTimeout(() => socket.destroy(), REFUSED_LINGER_MS).unref();
}

/**
 * Node's HTTP server reads every socket its `connection` listener is given, so the gate stands in
 * for that listener: a socket over the bound never reaches the HTTP parser (nor the app).
 */
function boundConnectionsPerAddress(server: Server, limit: number): void {
  const http = server.listeners('connection') as ((this: Server, socket: Socket) => void)[];
  server.removeAllListeners('connection');
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > limit) return refuse(socket);
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
    for (const listener of http) listener.call(server, socket);
  });
}
