/** The window properties the head's scripts leave for the app; both sides import these names. */
export const EARLY_LOOKUP_KEY = '__learnlogUserLookup';
export const EARLY_CHANGES_KEY = '__learnlogEarlyChanges';
/** Where the head's script leaves the first screen's copy for the script after #root. */
export const FIRST_SCREEN_KEY = '__learnlogFirstScreen';
/** Where the head's script leaves the order in which main.tsx evaluates the app's chunks. */
export const APP_MODULES_KEY = '__learnlogAppModules';
/** 4,000 changes at most: what a pull takes while the app starts, and no more held unread. */
export const EARLY_PAGES = 4;

/** The window as the head's scripts write to it. */
export const slots = (): Record<string, unknown> => window as unknown as Record<string, unknown>;
