/** A signed-in learner's database on this device (also read by the page's first inline script). */
export const DATABASE_PREFIX = 'learnlog-';

export function databaseName(userId: number): string {
  return `${DATABASE_PREFIX}${userId}`;
}
