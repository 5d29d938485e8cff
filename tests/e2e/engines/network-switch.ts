/**
 * A loopback proxy in front of the test server that the journey can cut, the same way in every
 * engine (Firefox over BiDi and WebKit over WebDriver have no offline switch of their own): while
 * off, open connections are destroyed and new ones are refused, as a phone losing its signal.
 * It also puts an error probe first in every HTML page (allowed by its hash in the page's CSP), so
 * console errors, uncaught errors, rejections and CSP violations are seen in engines whose driver
 * has no console channel.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { Socket } from 'node:net';
import { freePort } from '../../../sync-server/src/test/free-port';

export const ERRORS_KEY = 'learnlog:e2e-errors';

/** Runs before the app: keeps every error the page reports in sessionStorage (it survives reloads). */
const PROBE = `(function(){function keep(t){try{var k=${JSON.stringify(ERRORS_KEY)};var a=JSON.parse(sessionStorage.getItem(k)||'[]');a.push(location.pathname+': '+String(t).slice(0,300));sessionStorage.setItem(k,JSON.stringify(a))}catch(e){}}
var ce=console.error;console.error=function(){keep(Array.prototype.map.call(arguments,String).join(' '));return ce.apply(console,arguments)};
addEventListener('error',function(e){if(e.target===window||e.target===undefined)keep('error: '+(e.message||e.error))},true);
addEventListener('unhandledrejection',function(e){keep('unhandled rejection: '+(e.reason&&(e.reason.stack||e.reason.message)||e.reason))});
document.addEventListener('securitypolicyviolation',function(e){keep('CSP: '+e.violatedDirective+' '+e.blockedURI)})})()`;
const PROBE_HASH = `'sha256-${createHash('sha256').update(PROBE).digest('base64')}'`;

export interface NetworkSwitch {
  /** The address the browser uses, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  setOnline(online: boolean): void;
  close(): Promise<void>;
}

function withProbeAllowed(csp: string): string {
  return csp.replace(/script-src ([^;]*)/, (_all, sources: string) => `script-src ${sources} ${PROBE_HASH}`);
}

export async function startNetworkSwitch(targetBaseUrl: string): Promise<NetworkSwitch> {
  const target = new URL(targetBaseUrl);
  let online = true;
  const sockets = new Set<Socket>();
  const upstreams = new Set<http.ClientRequest>();

  const server = http.createServer((req, res) => {
    const headers = { ...req.headers }; // the Host stays the proxy's, so the server's same-origin check holds
    delete headers['accept-encoding']; // plain bodies, so HTML can be read and the probe put in
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
      (answer) => {
        const isHtml = String(answer.headers['content-type'] ?? '').startsWith('text/html');
        const outHeaders = { ...answer.headers };
        if (!isHtml) {
          res.writeHead(answer.statusCode ?? 502, outHeaders);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8').replace(/<head>/i, `<head><script>${PROBE}</script>`);
          const csp = outHeaders['content-security-policy'];
          if (typeof csp === 'string') outHeaders['content-security-policy'] = withProbeAllowed(csp);
          delete outHeaders['content-length'];
          delete outHeaders.etag;
          res.writeHead(answer.statusCode ?? 502, outHeaders);
          res.end(html);
        });
      },
    );
    upstreams.add(upstream);
    upstream.on('close', () => upstreams.delete(upstream));
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('connection', (socket) => {
    if (!online) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    setOnline(next) {
      online = next;
      if (next) return;
      for (const socket of sockets) socket.destroy();
      for (const upstream of upstreams) upstream.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
