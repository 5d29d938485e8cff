import express from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APP_VERSION } from '@learnlog/shared';

export interface AppOptions {
  /** Folder of the built PWA; when missing (unit tests) only /api is served. */
  appDistDir?: string;
}

export function createApp(options: AppOptions = {}) {
  const app = express();
  app.disable('x-powered-by');

  app.get('/api/health', (_req, res) => {
    res.json({ ok: true, version: APP_VERSION });
  });

  if (options.appDistDir && existsSync(options.appDistDir)) {
    const dist = options.appDistDir;
    app.use(express.static(dist, { index: false }));
    // Client-side routes: every non-API GET gets the app shell.
    app.get('/{*splat}', (req, res, next) => {
      if (req.path.startsWith('/api/')) return next();
      res.sendFile(path.join(dist, 'index.html'));
    });
  }
  return app;
}
