/** Share addresses (/share/{username}): URL-safe, lower-case, unique. */
import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { FIELD_LIMITS } from '@learnlog/shared';
import { first, type Queries } from '../db/database';

const { min, max } = FIELD_LIMITS.username;

/** The e-mail's local part made URL-safe: 'Ann.Lee+x@mail.com' → 'ann-lee-x'. */
function usernameBase(email: string): string {
  const local = email.split('@')[0] ?? '';
  const slug = local
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, max - 5);
  if (!slug) return 'learner';
  return slug.length >= min ? slug : `${slug}-learner`;
}

export async function isUsernameTaken(db: Queries, username: string, exceptUserId?: number): Promise<boolean> {
  const { users } = db.t;
  const where =
    exceptUserId === undefined
      ? eq(users.username, username)
      : and(eq(users.username, username), ne(users.id, exceptUserId));
  return first(await db.q.select({ id: users.id }).from(users).where(where)) !== undefined;
}

/** `base`, else `base-2`, `base-3`, ...; call inside the inserting transaction. */
export async function uniqueUsername(db: Queries, email: string): Promise<string> {
  const base = usernameBase(email);
  if (!(await isUsernameTaken(db, base))) return base;
  for (let n = 2; n <= 20; n += 1) {
    const candidate = `${base}-${n}`;
    if (!(await isUsernameTaken(db, candidate))) return candidate;
  }
  // A crowded name: a random suffix finds a free one in a query or two instead of hundreds.
  for (;;) {
    const candidate = `${base}-${randomBytes(3).toString('hex')}`;
    if (!(await isUsernameTaken(db, candidate))) return candidate;
  }
}
