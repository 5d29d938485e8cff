/** Resolves in a later event-loop turn, after pending I/O: lets other requests run between two slices of long work. */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
