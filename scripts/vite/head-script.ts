/**
 * Builds index.html's inline scripts from their TypeScript modules (app/src/head/): each entry
 * bundled by esbuild into one minified classic script, the build's values (the app's chunks, the sync protocol's names) put in by `define`.
 * The server allows them by their hash, read from the built index.html (sync-server/src/shell-script-hashes.ts).
 */
import { buildSync } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { LANDING_SHELL_ID, APP_SHELL_ATTRIBUTE } from '../../app/src/app/first-paint.ts';
import { SNAPSHOT_ELEMENT_ID } from '../../app/src/lib/first-screen-snapshot.ts';
import type { HeadBuildValues } from '../../app/src/head/build-values.ts';

const HEAD = new URL('../../app/src/head/', import.meta.url);

function bundle(entry: string, define: Record<string, string> = {}): string {
  const { outputFiles } = buildSync({
    entryPoints: [fileURLToPath(new URL(entry, HEAD))],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: 'es2022',
    platform: 'browser',
    legalComments: 'none',
    logLevel: 'warning',
    define,
  });
  const [script] = outputFiles;
  if (!script) throw new Error(`esbuild gave no output for ${entry}`);
  return script.text.trim();
}

/** The head's script and style, as text for index.html. */
export function firstPaintHead(values: HeadBuildValues): { script: string; style: string } {
  const script = bundle('head-script.ts', { __LEARNLOG_HEAD__: JSON.stringify(values) });
  // The first screen's copy sits inside #root as if it were the app's own frame.
  const style = `html[${APP_SHELL_ATTRIBUTE}] #${LANDING_SHELL_ID}{display:none}#${SNAPSHOT_ELEMENT_ID}{display:contents}`;
  return { script, style };
}

/** The script right after #root, which puts the last visit's copy on screen. */
export function firstScreenSnapshotScript(): string {
  return bundle('show-first-screen.ts');
}
