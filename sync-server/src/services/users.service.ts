/** Accounts: creating, reading and updating users, and what the client may see of them. */
import { desc, eq, sql } from 'drizzle-orm';
import { DEFAULT_REVIEW_SETTINGS, MESSAGES, trialDaysLeft, type AdminUser, type User } from '@learnlog/shared';
import type { DbExecutor } from '../db/client';
import { prepared } from '../db/prepared';
import { users, type NewUserRow, type UserRow } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { uniqueUsername } from './usernames.service';

export function findUserById(db: DbExecutor, id: number): UserRow | undefined {
  // Every signed-in request reads its user: prepared once.
  return prepared(db, 'user:by-id', () => db.select().from(users).where(eq(users.id, sql.placeholder('id'))).prepare()).get({ id });
}

export function findUserByEmail(db: DbExecutor, email: string): UserRow | undefined {
  return db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).get();
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
 * Creates an account. Synchronous on purpose: better-sqlite3 runs it in one transaction with no
 * await inside, so two registrations can never both be "the first account" or take one username.
 */
export function createUser(db: DbExecutor, account: NewAccount, now: Date, adminEmails: Set<string>): UserRow {
  return db.transaction((tx) => {
    const email = account.email.trim().toLowerCase();
    if (findUserByEmail(tx, email)) throw new HttpError(409, MESSAGES.emailTaken);
    const firstAccount = tx.select({ n: sql<number>`count(*)` }).from(users).get()?.n === 0;
    const stamp = now.toISOString();
    const values: NewUserRow = {
      email,
      passwordHash: account.passwordHash,
      firstName: account.firstName || null,
      lastName: account.lastName || null,
      username: uniqueUsername(tx, email),
      isAdmin: firstAccount || adminEmails.has(email),
      trialStartedAt: stamp,
      createdAt: stamp,
      updatedAt: stamp,
    };
    return tx.insert(users).values(values).returning().get();
  });
}

export type UserPatch = Partial<Omit<NewUserRow, 'id' | 'email' | 'passwordHash' | 'createdAt' | 'updatedAt'>>;

export function updateUser(db: DbExecutor, id: number, patch: UserPatch, now: Date): UserRow {
  const row = db
    .update(users)
    .set({ ...patch, updatedAt: now.toISOString() })
    .where(eq(users.id, id))
    .returning()
    .get();
  if (!row) throw new HttpError(404, MESSAGES.notFound);
  return row;
}

/** Replaces the password hash (reset or change); the caller ends the user's other sessions. */
export function setPasswordHash(db: DbExecutor, id: number, passwordHash: string, now: Date): void {
  db.update(users).set({ passwordHash, updatedAt: now.toISOString() }).where(eq(users.id, id)).run();
}

export function listUsers(db: DbExecutor): UserRow[] {
  return db.select().from(users).orderBy(desc(users.createdAt), desc(users.id)).all();
}
