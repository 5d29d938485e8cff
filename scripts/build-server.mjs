// Bundles the sync server into one ESM file. npm packages stay external (native addons such as
// better-sqlite3 must load from node_modules); our own TypeScript workspace package is bundled in.
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

// BUILD_ROOT: build somewhere else; the bundle's npm packages resolve through a node_modules link.
const root = process.env.BUILD_ROOT ? path.resolve(process.env.BUILD_ROOT) : '.';
if (root !== '.') {
  mkdirSync(root, { recursive: true });
  const link = path.join(root, 'node_modules');
  if (!existsSync(link)) symlinkSync(path.resolve('node_modules'), link, 'dir');
}

await build({
  // The password and import-reader workers run in threads of their own: files of their own beside the server.
  entryPoints: {
    server: 'sync-server/src/server.ts',
    'password-strength.worker': 'sync-server/src/services/password-strength.worker.ts',
    'import-reader.worker': 'sync-server/src/services/import-reader.worker.ts',
  },
  outdir: path.join(root, 'sync-server/dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalise-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@learnlog/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
