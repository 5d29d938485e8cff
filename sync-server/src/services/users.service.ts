/** Accounts: creating, reading and updating users, and what the client may see of them. */
import { count, desc, eq, sql } from 'drizzle-orm';
import { DEFAULT_REVIEW_SETTINGS, MESSAGES, trialDaysLeft, type AdminUser, type User } from '@learnlog/shared';
import { LOCKS, first, type Database, type Queries } from '../db/database';
import { prepared } from '../db/prepared';
import type { NewUserRow, UserRow } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { uniqueUsername } from './usernames.service';

export async function findUserById(db: Queries, id: number): Promise<UserRow | undefined> {
  // Every signed-in request reads its user: prepared once.
  const { users } = db.t;
  return first(await prepared(db, 'user:by-id', () => db.q.select().from(users).where(eq(users.id, sql.placeholder('id')))).execute({ id }));
}

export async function findUserByEmail(db: Queries, email: string): Promise<UserRow | undefined> {
  const { users } = db.t;
  return first(await db.q.select().from(users).where(eq(users.email, email.trim().toLowerCase())));
}

/** The user as the client reads it (shared `userSchema`): never the hash or payment ids. */
export function toClientUser(row: UserRow, now: Date): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    isAdmin: row.isAdmin,
    lifetimeAccess: row.lifetimeAccess,
    subscriptionType: row.subscriptionType,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionEndDate: row.subscriptionEndDate,
    trialStartedAt: row.trialStartedAt,
    trialDaysLeft: trialDaysLeft(row, now),
    createdAt: row.createdAt,
    onboardingCompleted: row.onboardingCompleted,
    sharePageEnabled: row.sharePageEnabled,
    sharePageBio: row.sharePageBio,
    profileImageUrl: row.profileImageUrl,
    timeZone: row.timeZone,
    twitterHandle: row.twitterHandle,
    linkedinProfile: row.linkedinProfile,
    facebookProfile: row.facebookProfile,
    instagramHandle: row.instagramHandle,
    youtubeChannel: row.youtubeChannel,
    githubHandle: row.githubHandle,
    websiteUrl: row.websiteUrl,
    reviewSettings: row.reviewSettings ?? DEFAULT_REVIEW_SETTINGS,
  };
}

export function toAdminUser(row: UserRow, now: Date): AdminUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    isAdmin: row.isAdmin,
    lifetimeAccess: row.lifetimeAccess,
    subscriptionType: row.subscriptionType,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionEndDate: row.subscriptionEndDate,
    trialStartedAt: row.trialStartedAt,
    trialDaysLeft: trialDaysLeft(row, now),
    createdAt: row.createdAt,
  };
}

/** ADMIN_EMAILS as a set of lower-cased addresses. */
export function parseAdminEmails(list: string): Set<string> {
  return new Set(
    list
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );
}

export interface NewAccount {
  email: string;
  passwordHash: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

/**
 * Creates an account in the caller's transaction, under the registration lock: two registrations,
 * on one node or two, can never both be "the first account" or take one username or e-mail.
 */
export async function createUser(tx: Queries, account: NewAccount, now: Date, adminEmails: Set<string>): Promise<UserRow> {
  await tx.lock(LOCKS.registration, 0);
  const { users } = tx.t;
  const email = account.email.trim().toLowerCase();
  if (await findUserByEmail(tx, email)) throw new HttpError(409, MESSAGES.emailTaken);
  const firstAccount = first(await tx.q.select({ n: count() }).from(users))?.n === 0;
  const stamp = now.toISOString();
  const values: NewUserRow = {
    email,
    passwordHash: account.passwordHash,
    firstName: account.firstName || null,
    lastName: account.lastName || null,
    username: await uniqueUsername(tx, email),
    isAdmin: firstAccount || adminEmails.has(email),
    trialStartedAt: stamp,
    createdAt: stamp,
    updatedAt: stamp,
  };
  return (await tx.q.insert(users).values(values).returning())[0] as UserRow;
}

export type UserPatch = Partial<Omit<NewUserRow, 'id' | 'email' | 'passwordHash' | 'createdAt' | 'updatedAt'>>;

/** Writes `patch` to the user (in the caller's transaction); 404 when there is no such user. */
export async function updateUserIn(tx: Queries, id: number, patch: UserPatch, now: Date): Promise<UserRow> {
  const { users } = tx.t;
  const row = first(await tx.q.update(users).set({ ...patch, updatedAt: now.toISOString() }).where(eq(users.id, id)).returning());
  if (!row) throw new HttpError(404, MESSAGES.notFound);
  return row;
}

/** `updateUserIn` in a transaction of its own. */
export function updateUser(db: Database, id: number, patch: UserPatch, now: Date): Promise<UserRow> {
  return db.transaction((tx) => updateUserIn(tx, id, patch, now));
}

/** Replaces the password hash (reset or change); the caller ends the user's other sessions. */
export async function setPasswordHash(tx: Queries, id: number, passwordHash: string, now: Date): Promise<void> {
  const { users } = tx.t;
  await tx.q.update(users).set({ passwordHash, updatedAt: now.toISOString() }).where(eq(users.id, id));
}

export async function listUsers(db: Queries): Promise<UserRow[]> {
  const { users } = db.t;
  return db.q.select().from(users).orderBy(desc(users.createdAt), desc(users.id));
}
