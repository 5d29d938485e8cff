/**
 * Builds the Express app: logging, security headers, compression, the CSRF guard, JSON bodies,
 * sessions, every API router, the static PWA and one error handler. No listening, no globals:
 * tests build as many apps as they like (see src/test/test-server.ts).
 */
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { isSecureDeployment } from './config/env';
import type { AppDeps } from './deps';
import { sessionLoader } from './middleware/auth';
import { bodyLimitFor } from './middleware/body-limits';
import { apiNotFound, errorHandler } from './middleware/errors';
import { jsonBody } from './middleware/json-body';
import { isExemptPath, isRawBodyPath, originGuard } from './middleware/origin-guard';
import { API_ROUTERS, type RouterFactory } from './routes';
import { findLinkPreview, withLinkPreview } from './services/link-preview.service';
import { publishChanges } from './middleware/publish-changes';
import { requestLog } from './middleware/request-log';
import { shellScriptHashes } from './shell-script-hashes';

export interface AppOptions extends AppDeps {
  /** Folder of the built PWA; when missing (unit tests) only /api is served. */
  appDistDir?: string;
  /** Routers mounted after the standard ones (tests, or an area not yet listed in routes/index.ts). */
  extraRouters?: readonly RouterFactory[];
}

const STRIPE_JS = 'https://js.stripe.com';

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

export function createApp(options: AppOptions) {
  const { env, logger, appDistDir, extraRouters = [] } = options;
  const { bus } = options;
  const deps: AppDeps = { env, db: options.db, clock: options.clock, logger, bus };
  const secure = isSecureDeployment(env);

  const app = express();
  app.disable('x-powered-by');
  // No ETag on answers made with res.send: API answers are no-store, so nothing would ever send it
  // back. Static files keep theirs (express.static and sendFile make their own).
  // Why: docs/decisions/017-server-write-path.md
  app.set('etag', false);
  if (env.TRUST_PROXY) app.set('trust proxy', parseTrustProxy(env.TRUST_PROXY));

  app.use(requestLog(logger));

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // The app shell's own inline script (see shell-script-hashes.ts), by its hash.
          scriptSrc: ["'self'", STRIPE_JS, ...shellScriptHashes(appDistDir)],
          // Stripe's Payment Element renders in frames from js.stripe.com; 3-D Secure uses hooks.stripe.com.
          frameSrc: ["'self'", STRIPE_JS, 'https://hooks.stripe.com'],
          connectSrc: ["'self'", 'https://api.stripe.com'],
          // Avatars and journal photos are data: URLs; previews of picked files are blob: URLs.
          imgSrc: ["'self'", 'data:', 'blob:', 'https://*.stripe.com'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          fontSrc: ["'self'", 'data:'],
          workerSrc: ["'self'", 'blob:'],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: secure ? [] : null,
        },
      },
      // Over plain HTTP (local use, tests) HSTS would only mislead.
      strictTransportSecurity: secure,
    }),
  );
  // Only reads are worth compressing (the app's files, pulls, lists). A write answers one record,
  // a message or a batch's outcomes, marked no-transform (idempotency.service.ts sendAnswer), so
  // compression would pass it by anyway, after wrapping the response on every write.
  // The app's files are compressed once, at build time (scripts/vite/precompress.ts; serveApp sends
  // those copies); a file without one keeps gzip's default level (6). API answers, a pull's large
  // pages above all, take level 1 (brotli's default quality over HTTPS): far less CPU for a few
  // more bytes. Why: docs/decisions/007-batched-push.md
  const compressFiles = compression();
  const compressApi = compression({ level: zlib.constants.Z_BEST_SPEED });
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    return (req.path.startsWith('/api/') ? compressApi : compressFiles)(req, res, next);
  });

  // The session is read before the body, so only a signed-in learner's photo calls get a larger limit.
  const readBody = jsonBody((req) => bodyLimitFor(req.method, req.originalUrl.split('?')[0] ?? '', req.user !== undefined));
  // The Stripe webhook verifies its signature over the raw bytes, and an import's body is a zip:
  // their routers parse the body themselves (after checking the session, with their own limits).
  const bodyExceptExempt: RequestHandler = (req, res, next) => (isExemptPath(req) || isRawBodyPath(req) ? next() : readBody(req, res, next));
  // API answers are private to the learner who asked (or change per request): no cache keeps them.
  const noStore: RequestHandler = (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  };

  // One '/api' mount for the steps every API call takes, rather than one a step: each mount is
  // matched and strips its prefix from the URL again on every request.
  const everyApiCall = express.Router();
  everyApiCall.use(noStore, originGuard(env.PUBLIC_URL), sessionLoader(deps), publishChanges(bus), bodyExceptExempt);
  app.use('/api', everyApiCall);
  for (const factory of [...API_ROUTERS, ...extraRouters]) app.use(factory(deps));
  app.use('/api', apiNotFound);

  if (appDistDir && existsSync(path.join(appDistDir, 'index.html'))) serveApp(app, appDistDir, deps.db);

  app.use(errorHandler);
  return app;
}

/**
 * The built PWA: hashed assets cached for a year, the shell and the worker always revalidated.
 * A file the build compressed (x.js.br, x.js.gz beside x.js) goes out as that copy when the
 * browser accepts it, brotli first: no compression work per request.
 */
function serveApp(app: express.Express, dist: string, db: AppDeps['db']): void {
  const noCache = (res: { setHeader(name: string, value: string): unknown }) => res.setHeader('Cache-Control', 'no-cache');
  app.use(
    expressStaticGzip(dist, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        setHeaders: (res, filePath) => {
          const rel = path.relative(dist, filePath).split(path.sep).join('/').replace(/\.(?:br|gz)$/, '');
          if (rel.startsWith('assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          else if (rel === 'index.html' || rel === 'sw.js' || rel.endsWith('.webmanifest')) noCache(res);
        },
      },
    }),
  );
  // A missing hashed asset is a 404, not the app shell (which would be parsed as script).
  app.use('/assets', (_req, res) => {
    res.status(404).end();
  });
  // Client-side routes: every other GET gets the app shell.
  app.get('/{*splat}', async (req, res, next) => {
    if (req.path.startsWith('/api/') || req.path === '/api') return next();
    noCache(res);
    // Public pages name themselves in the HTML, for link previews (crawlers run no script).
    const preview = await findLinkPreview(db, req.path);
    if (!preview) return res.sendFile(path.join(dist, 'index.html'));
    res.type('html').send(withLinkPreview(await readFile(path.join(dist, 'index.html'), 'utf8'), preview));
  });
}
