/**
 * Where the device keeps the last learner the server confirmed (features/auth/last-user-cache.ts).
 * Also read before any module loads, by index.html's inline scripts (app/head/), and by
 * the first screen's copy (lib/first-screen-snapshot.ts), which belongs to that learner.
 */
export const LAST_USER_STORAGE_KEY = 'learnlog:last-user';
