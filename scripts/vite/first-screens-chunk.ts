/**
 * One chunk for the code every signed-in first load runs: the app's start, its frame, and the two
 * screens a learner opens first (the journal and the dashboard), each with what they import
 * statically, so the head's preload asks for it all at once instead of a round trip per level of
 * imports (start → user lookup → frame → screen). The visitor's entry (main.tsx and what it imports)
 * stays out, so the landing page still loads no app code, and everything behind a lazy import
 * (the markdown renderer, the other screens) keeps its own chunk.
 */
import type { Rolldown } from 'vite';

type ChunkingContext = Parameters<Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

const ENTRY = '/src/main.tsx';
const APP = '/src/app/start-app.tsx';
const FIRST_SCREENS = [APP, '/src/app/layout/app-layout.tsx', '/src/features/journal/journal-page.tsx', '/src/features/dashboard/dashboard-page.tsx'];
const FIRST_SCREENS_CHUNK = 'first-screens';
/**
 * The largest libraries of that code get chunks of their own, still preloaded with the rest:
 * main.tsx evaluates the app's chunks one task each, so no start task is long.
 * Why: docs/decisions/009-first-screen-copy-and-head-script.md
 */
const LIBRARY_CHUNKS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\/node_modules\/react-router(?:-dom)?\//, 'router'],
  [/\/node_modules\/dexie(?:-react-hooks)?\//, 'dexie'],
  [/\/node_modules\/@tanstack\//, 'tanstack'],
];

function staticClosure(roots: string[], ctx: ChunkingContext): Set<string> {
  const found = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * What a visitor's page may load: the entry and what it imports, and what that code loads lazily
 * (the service worker's registration, its toaster) other than the app itself.
 */
function visitorModules(root: string, ctx: ChunkingContext): Set<string> {
  const entry = staticClosure([`${root}${ENTRY}`], ctx);
  const lazy = [...entry].flatMap((id) => ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter((id) => id !== `${root}${APP}`);
  return new Set([...entry, ...staticClosure(lazy, ctx)]);
}

export function firstScreensGroup(root: string): Rolldown.CodeSplittingGroup {
  let members: Set<string> | undefined;
  return {
    debugName: FIRST_SCREENS_CHUNK,
    // Only the modules named here: pulling in their imports too would pull in what the visitor's
    // page shares with them, and the visitor would download the whole chunk.
    includeDependenciesRecursively: false,
    name(id, ctx) {
      if (!members) {
        const visitor = visitorModules(root, ctx);
        members = new Set([...staticClosure(FIRST_SCREENS.map((path) => `${root}${path}`), ctx)].filter((module) => !visitor.has(module)));
      }
      if (!members.has(id)) return null;
      return LIBRARY_CHUNKS.find(([pattern]) => pattern.test(id))?.[1] ?? FIRST_SCREENS_CHUNK;
    },
  };
}
