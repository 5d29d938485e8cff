/**
 * Prerenders the landing page into the built index.html (inside #root), with the head's
 * first-paint script and style, and the script after #root that shows a returning learner's copy of
 * their last first screen (both built from app/src/head/ by head-script.ts). A visitor then sees
 * the page with the HTML and CSS alone; see app/src/main.tsx for what runs after. The page's module
 * is rendered in Vite's SSR loader, from the same component the app renders, so both stay one page.
 */
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createServer, type Plugin, type Rollup } from 'vite';
import { LANDING_SHELL_ID } from '../../app/src/app/first-paint.ts';
import type { AppModules, HeadSyncConstants } from '../../app/src/head/build-values.ts';
import { firstPaintHead, firstScreenSnapshotScript } from './head-script.ts';

const LANDING_MODULE = '/src/features/landing/landing-page.tsx';
const APP_MODULE = '/src/app/start-app.tsx';
const SHARED_MODULE = '@learnlog/shared';
const ROOT = '<div id="root"></div>';
// The head's script goes right after the charset, which must stay in the first 1,024 bytes, and
// before the stylesheet, which an inline script would otherwise wait for.
const CHARSET = '<meta charset="UTF-8" />';

/**
 * The landing page's markup, and the sync protocol's names for the head's lookup and first pages.
 * Both come through Vite's SSR loader: the config itself is loaded by Node, which cannot import
 * the shared package's TypeScript.
 */
async function renderLanding(root: string): Promise<{ markup: string; sync: HeadSyncConstants }> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const landing = (await server.ssrLoadModule(LANDING_MODULE)) as { default: ComponentType };
    const shared = (await server.ssrLoadModule(SHARED_MODULE)) as {
      SYNC_HEADERS: HeadSyncConstants['headers'];
      SCHEMA_VERSION: number;
      SYNC_PAGE_LIMIT: { max: number };
    };
    // renderToString, not static markup: its <!-- --> between adjacent texts keeps the text nodes
    // React itself would make, so the text is shaped (kerned) exactly as the React page's.
    // React places the page's <title> in <head>; here there is none, and the page's script sets it.
    const markup = renderToString(createElement(landing.default)).replace(/<title>[^<]*<\/title>/, '');
    const { timeZone, schemaVersion, cursor, hasMore } = shared.SYNC_HEADERS;
    return { markup, sync: { headers: { timeZone, schemaVersion, cursor, hasMore }, schemaVersion: shared.SCHEMA_VERSION, pageLimit: shared.SYNC_PAGE_LIMIT.max } };
  } finally {
    await server.close();
  }
}

/**
 * The built app chunk (main.tsx's dynamic import) and every chunk it imports, as URLs: in the
 * order to fetch them (the app chunk, the largest, first) and in an order to evaluate them one at
 * a time (each after the chunks it imports).
 */
function appModules(bundle: Rollup.OutputBundle | undefined, root: string, base: string): AppModules {
  const chunks = Object.values(bundle ?? {}).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const app = chunks.find((chunk) => chunk.moduleIds.includes(`${root}${APP_MODULE}`));
  if (!app) throw new Error(`No chunk for ${APP_MODULE} in the bundle`);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<string>();
  const evaluate: string[] = [];
  const visit = (chunk: Rollup.OutputChunk) => {
    if (found.has(chunk.fileName) || chunk.isEntry) return;
    found.add(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) visit(imported);
    }
    evaluate.push(chunk.fileName);
  };
  visit(app);
  const url = (name: string) => `${base}${name}`;
  return { fetch: [...found].map(url), evaluate: evaluate.map(url) };
}

export function landingPrerender(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'learnlog:landing-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        for (const needed of [ROOT, CHARSET]) if (!html.includes(needed)) throw new Error(`index.html has no ${needed}`);
        const { markup, sync } = await renderLanding(root);
        const { script, style } = firstPaintHead({ appModules: appModules(bundle, root, base), sync });
        return html
          .replace(CHARSET, `${CHARSET}\n    <style>${style}</style>\n    <script>${script}</script>`)
          .replace(ROOT, `<div id="root"><div id="${LANDING_SHELL_ID}">${markup}</div></div>\n    <script>${firstScreenSnapshotScript()}</script>`);
      },
    },
  };
}
