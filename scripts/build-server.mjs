// Bundles the sync server into one ESM file. npm packages stay external (native addons such as
// better-sqlite3 must load from node_modules); our own TypeScript workspace package is bundled in.
import { build } from 'esbuild';

await build({
  entryPoints: ['sync-server/src/server.ts'],
  outfile: 'sync-server/dist/server.js',
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
