/**
 * Writes a gzip and a brotli copy beside every text file of the built app (`x.js.gz`, `x.js.br`),
 * at their highest levels, once at build time. The server sends those copies as they are
 * (sync-server/src/app.ts, express-static-gzip) instead of compressing the app's files on every
 * request, which costs the server CPU on every first visit. Why: docs/decisions/009-first-screen-copy-and-head-script.md
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const TEXT = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this, compression gains less than its header costs (the compression package's default). */
const MIN_BYTES = 1024;

async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && TEXT.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `file`'s compressed copies beside it (none for a file too small to gain from them). */
export async function precompressFile(file: string): Promise<void> {
  const body = await readFile(file);
  if (body.length < MIN_BYTES) return;
  const [gz, br] = await Promise.all([
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  ]);
  await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
}

export async function precompressFolder(dir: string): Promise<void> {
  await Promise.all((await textFiles(dir)).map(precompressFile));
}

/** After every other plugin has written its files (the service worker's build included). */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'learnlog:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: { order: 'post', sequential: true, handler: () => precompressFolder(outDir) },
  };
}
