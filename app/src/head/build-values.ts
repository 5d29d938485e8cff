/** The built app's chunks (URLs), as the build found them (scripts/vite/landing-prerender.ts). */
export interface AppModules {
  /** In the order to fetch them: the app chunk, the largest, first. */
  fetch: readonly string[];
  /** Each after the chunks it imports, for evaluating them one task at a time. */
  evaluate: readonly string[];
}

/** The sync protocol's constants the head's script uses, from the shared package by the build. */
export interface HeadSyncConstants {
  headers: { timeZone: string; schemaVersion: string; cursor: string; hasMore: string };
  schemaVersion: number;
  /** The page size the device's pull asks for (SYNC_PAGE_LIMIT.max). */
  pageLimit: number;
}

export interface HeadBuildValues {
  appModules: AppModules;
  sync: HeadSyncConstants;
}

// Put in by the build's `define` (scripts/vite/head-script.ts): the chunks exist only once built,
// and importing the shared package here would bundle zod into the inline script.
declare const __LEARNLOG_HEAD__: HeadBuildValues;

export const buildValues = (): HeadBuildValues => __LEARNLOG_HEAD__;
