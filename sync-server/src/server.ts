import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from './config/env';
import { createApp } from './app';

// This file sits one level below sync-server/ both as src/server.ts and as dist/server.js,
// so the same relative paths work in development and in the built bundle.
const here = path.dirname(fileURLToPath(import.meta.url));
const env = loadEnv();
const app = createApp({ appDistDir: path.resolve(here, '../../app/dist') });
const server = app.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  console.log(`LearnLog listening on http://localhost:${port}`);
});
