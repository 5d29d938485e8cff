/**
 * Turns on SQLite's one connection: a transaction waits until the one before it has committed or
 * rolled back. Statements of two transactions must never mix on one connection, and a transaction
 * now spans awaits, which better-sqlite3's own synchronous `transaction()` cannot.
 */
export function createTurns() {
  const waiting: (() => void)[] = [];
  let busy = false;

  return {
    async take(): Promise<void> {
      if (!busy) {
        busy = true;
        return;
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    },
    /** Hands the connection to the next waiting transaction (busy stays true), or frees it. */
    release(): void {
      const next = waiting.shift();
      if (next) next();
      else busy = false;
    },
  };
}
