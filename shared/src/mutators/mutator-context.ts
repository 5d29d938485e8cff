/**
 * What every shared mutator is given besides its input and the current record (docs/sync-protocol.md,
 * "One rule set"). A mutator is pure: the same input, record and context give the same answer on
 * the device and on the server.
 */
export interface MutatorContext {
  /** The writer's clock: the device's for its own copy, the server's for the stored row. */
  now: Date;
  /**
   * Makes a public entry's share address. Only the server has one: an address the device made up
   * could be guessed, so the device leaves `shareId` null until the server answers.
   */
  newShareId?: () => string;
}

/** The columns a writer adds around a mutator's fields: the id, the clock columns and the version. */
export type SyncColumns = 'id' | 'createdAt' | 'updatedAt' | 'version';

/** Keys whose value is undefined are dropped: a change touches only the fields it names. */
export function definedFields<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * `completedAt` of a resource or goal: stamped when the status becomes 'completed', cleared when
 * it leaves it, kept otherwise. Undefined means "nothing to write".
 */
export function completedAtFor(
  current: { status: string; completedAt: string | null } | null,
  nextStatus: string | undefined,
  now: Date,
): string | null | undefined {
  if (nextStatus === undefined) return undefined;
  if (nextStatus !== 'completed') return current?.completedAt === null ? undefined : null;
  return current?.status === 'completed' ? undefined : now.toISOString();
}
