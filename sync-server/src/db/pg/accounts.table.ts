/** Accounts on PostgreSQL: the same tables, columns and indexes as db/tables/accounts.table.ts. */
import { index, integer, json, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PlanId, ReviewSettings } from '@learnlog/shared';
import type { SessionData } from '../tables/accounts.table';
import { bool, timestamps } from './columns';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('passwordHash').notNull(),
    firstName: text('firstName'),
    lastName: text('lastName'),
    username: text('username').notNull(),
    profileImageUrl: text('profileImageUrl'),
    onboardingCompleted: bool('onboardingCompleted').notNull().default(false),
    reviewSettings: json('reviewSettings').$type<ReviewSettings>(),
    timeZone: text('timeZone').notNull().default('UTC'),
    subscriptionType: text('subscriptionType').$type<PlanId>().notNull().default('seeker'),
    subscriptionStatus: text('subscriptionStatus').notNull().default('active'),
    subscriptionStartDate: text('subscriptionStartDate'),
    subscriptionEndDate: text('subscriptionEndDate'),
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

export const lifetimePurchases = pgTable(
  'lifetime_purchases',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planType: text('planType').$type<'beta' | 'legacy'>().notNull(),
    price: integer('price').notNull(),
    stripeSessionId: text('stripeSessionId'),
    stripePaymentIntentId: text('stripePaymentIntentId'),
    purchaseDate: text('purchaseDate').notNull(),
  },
  (t) => [
    index('lifetime_purchases_user_idx').on(t.userId),
    index('lifetime_purchases_plan_idx').on(t.planType),
    uniqueIndex('lifetime_purchases_payment_intent_unique').on(t.stripePaymentIntentId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    sess: json('sess').$type<SessionData>().notNull(),
    expire: text('expire').notNull(),
    userId: integer('userId').references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('userAgent'),
    createdAt: text('createdAt'),
    lastSeenAt: text('lastSeenAt'),
  },
  (t) => [index('sessions_expire_idx').on(t.expire), index('sessions_user_idx').on(t.userId)],
);

export const feedback = pgTable(
  'feedback',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
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
