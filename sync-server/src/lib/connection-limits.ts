/**
 * Bounds on connections, so no client can hold the server's sockets (issue 34, point 6):
 * request headers must arrive within HEADERS_TIMEOUT_MS and the whole request, body included,
 * within REQUEST_TIMEOUT_MS (a body trickled a byte at a time is closed), and one client address
 * may hold at most CONNECTIONS_PER_ADDRESS open connections: more are closed as they arrive.
 * Behind a reverse proxy every connection comes from the proxy, so there the proxy bounds clients
 * and this bound should be raised to what the proxy opens.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Env } from '../config/env';

export type ConnectionLimits = Pick<Env, 'HEADERS_TIMEOUT_MS' | 'REQUEST_TIMEOUT_MS' | 'CONNECTIONS_PER_ADDRESS'>;

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

function boundConnectionsPerAddress(server: Server, limit: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > limit) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
