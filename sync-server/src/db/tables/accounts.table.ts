/** Accounts: users, their sessions, lifetime purchases and feedback. */
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { PlanId, ReviewSettings } from '@learnlog/shared';
import { bool, timestamps } from './columns';

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Stored lower-cased, so uniqueness is case-insensitive. */
    email: text('email').notNull(),
    passwordHash: text('passwordHash').notNull(),
    firstName: text('firstName'),
    lastName: text('lastName'),
    /** The /share/{username} address: URL-safe, lower-case, unique. */
    username: text('username').notNull(),
    profileImageUrl: text('profileImageUrl'),
    onboardingCompleted: bool('onboardingCompleted').notNull().default(false),
    /** Review settings; null until the learner changes them (the defaults apply). */
    reviewSettings: text('reviewSettings', { mode: 'json' }).$type<ReviewSettings>(),
    /** IANA zone from the X-Time-Zone header: daily limits count calendar days there. */
    timeZone: text('timeZone').notNull().default('UTC'),
    subscriptionType: text('subscriptionType').$type<PlanId>().notNull().default('seeker'),
    subscriptionStatus: text('subscriptionStatus').notNull().default('active'),
    subscriptionStartDate: text('subscriptionStartDate'),
    subscriptionEndDate: text('subscriptionEndDate'),
    /**
     * The spec's four daily counters: no longer read or written. The counts live per usage day in
     * `daily_usage` (trust.table.ts), where a time-zone change cannot reset them.
     */
    lastJournalEntryDate: text('lastJournalEntryDate'),
    dailyJournalCount: integer('dailyJournalCount').notNull().default(0),
    lastResourceEntryDate: text('lastResourceEntryDate'),
    dailyResourceCount: integer('dailyResourceCount').notNull().default(0),
    trialStartedAt: text('trialStartedAt'),
    lifetimeAccess: bool('lifetimeAccess').notNull().default(false),
    stripeCustomerId: text('stripeCustomerId'),
    stripePaymentIntentId: text('stripePaymentIntentId'),
    stripeSubscriptionId: text('stripeSubscriptionId'),
    isAdmin: bool('isAdmin').notNull().default(false),
    sharePageEnabled: bool('sharePageEnabled').notNull().default(false),
    sharePageBio: text('sharePageBio'),
    twitterHandle: text('twitterHandle'),
    linkedinProfile: text('linkedinProfile'),
    facebookProfile: text('facebookProfile'),
    instagramHandle: text('instagramHandle'),
    youtubeChannel: text('youtubeChannel'),
    githubHandle: text('githubHandle'),
    websiteUrl: text('websiteUrl'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_username_unique').on(t.username),
    index('users_stripe_customer_idx').on(t.stripeCustomerId),
  ],
);

export const lifetimePurchases = sqliteTable(
  'lifetime_purchases',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The tier bought (beta or legacy): spots are counted per tier. */
    planType: text('planType').$type<'beta' | 'legacy'>().notNull(),
    /** Dollars, as in the plan catalogue. */
    price: integer('price').notNull(),
    stripeSessionId: text('stripeSessionId'),
    /** Unique, so the webhook and the success screen cannot both grant one payment. */
    stripePaymentIntentId: text('stripePaymentIntentId'),
    purchaseDate: text('purchaseDate').notNull(),
  },
  (t) => [
    index('lifetime_purchases_user_idx').on(t.userId),
    index('lifetime_purchases_plan_idx').on(t.planType),
    uniqueIndex('lifetime_purchases_payment_intent_unique').on(t.stripePaymentIntentId),
  ],
);

/** Database sessions (decisions): `sess` holds the signed-in user's id. */
export interface SessionData {
  userId: number;
}
export const sessions = sqliteTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    sess: text('sess', { mode: 'json' }).$type<SessionData>().notNull(),
    expire: text('expire').notNull(),
    /** The signed-in user again, as a column: "Signed-in devices" lists and ends sessions by user. */
    userId: integer('userId').references(() => users.id, { onDelete: 'cascade' }),
    /** The browser's User-Agent at sign-in (cut to 512 characters), shown as the device's name. */
    userAgent: text('userAgent'),
    createdAt: text('createdAt'),
    /** Updated at most every few minutes, not on every request. */
    lastSeenAt: text('lastSeenAt'),
  },
  (t) => [index('sessions_expire_idx').on(t.expire), index('sessions_user_idx').on(t.userId)],
);

export const feedback = sqliteTable(
  'feedback',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Null when sent signed out (the widget shows on every screen). */
    userId: integer('userId').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    subject: text('subject'),
    message: text('message').notNull(),
    email: text('email'),
    url: text('url'),
    currentPage: text('currentPage'),
    userAgent: text('userAgent'),
    createdAt: text('createdAt').notNull(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt)],
);
