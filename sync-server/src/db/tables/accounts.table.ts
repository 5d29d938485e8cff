/** Accounts: users, their sessions, lifetime purchases and feedback. */
import type { PlanId, ReviewSettings } from '@learnlog/shared';
import { timestamps, type Dialect } from './dialect';

/** Database sessions (decisions): `sess` holds the signed-in user's id. */
export interface SessionData {
  userId: number;
}

export function accountsTables(c: Dialect) {
  const users = c.table(
    'users',
    {
      id: c.serial('id'),
      /** Stored lower-cased, so uniqueness is case-insensitive. */
      email: c.text('email').notNull(),
      passwordHash: c.text('passwordHash').notNull(),
      firstName: c.text('firstName'),
      lastName: c.text('lastName'),
      /** The /share/{username} address: URL-safe, lower-case, unique. */
      username: c.text('username').notNull(),
      profileImageUrl: c.text('profileImageUrl'),
      onboardingCompleted: c.bool('onboardingCompleted').notNull().default(false),
      /** Review settings; null until the learner changes them (the defaults apply). */
      reviewSettings: c.json('reviewSettings').$type<ReviewSettings>(),
      /** IANA zone from the X-Time-Zone header: daily limits count calendar days there. */
      timeZone: c.text('timeZone').notNull().default('UTC'),
      subscriptionType: c.text('subscriptionType').$type<PlanId>().notNull().default('seeker'),
      subscriptionStatus: c.text('subscriptionStatus').notNull().default('active'),
      subscriptionStartDate: c.text('subscriptionStartDate'),
      subscriptionEndDate: c.text('subscriptionEndDate'),
      /**
       * The spec's four daily counters: no longer read or written. The counts live per usage day in
       * `daily_usage` (trust.table.ts), where a time-zone change cannot reset them.
       */
      lastJournalEntryDate: c.text('lastJournalEntryDate'),
      dailyJournalCount: c.integer('dailyJournalCount').notNull().default(0),
      lastResourceEntryDate: c.text('lastResourceEntryDate'),
      dailyResourceCount: c.integer('dailyResourceCount').notNull().default(0),
      trialStartedAt: c.text('trialStartedAt'),
      lifetimeAccess: c.bool('lifetimeAccess').notNull().default(false),
      stripeCustomerId: c.text('stripeCustomerId'),
      stripePaymentIntentId: c.text('stripePaymentIntentId'),
      stripeSubscriptionId: c.text('stripeSubscriptionId'),
      isAdmin: c.bool('isAdmin').notNull().default(false),
      sharePageEnabled: c.bool('sharePageEnabled').notNull().default(false),
      sharePageBio: c.text('sharePageBio'),
      twitterHandle: c.text('twitterHandle'),
      linkedinProfile: c.text('linkedinProfile'),
      facebookProfile: c.text('facebookProfile'),
      instagramHandle: c.text('instagramHandle'),
      youtubeChannel: c.text('youtubeChannel'),
      githubHandle: c.text('githubHandle'),
      websiteUrl: c.text('websiteUrl'),
      ...timestamps(c),
    },
    (t) => [
      c.uniqueIndex('users_email_unique').on(t.email),
      c.uniqueIndex('users_username_unique').on(t.username),
      c.index('users_stripe_customer_idx').on(t.stripeCustomerId),
    ],
  );

  const lifetimePurchases = c.table(
    'lifetime_purchases',
    {
      id: c.serial('id'),
      userId: c.integer('userId')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      /** The tier bought (beta or legacy): spots are counted per tier. */
      planType: c.text('planType').$type<'beta' | 'legacy'>().notNull(),
      /** Dollars, as in the plan catalogue. */
      price: c.integer('price').notNull(),
      stripeSessionId: c.text('stripeSessionId'),
      /** Unique, so the webhook and the success screen cannot both grant one payment. */
      stripePaymentIntentId: c.text('stripePaymentIntentId'),
      purchaseDate: c.text('purchaseDate').notNull(),
    },
    (t) => [
      c.index('lifetime_purchases_user_idx').on(t.userId),
      c.index('lifetime_purchases_plan_idx').on(t.planType),
      c.uniqueIndex('lifetime_purchases_payment_intent_unique').on(t.stripePaymentIntentId),
    ],
  );

  const sessions = c.table(
    'sessions',
    {
      sid: c.text('sid').primaryKey(),
      sess: c.json('sess').$type<SessionData>().notNull(),
      expire: c.text('expire').notNull(),
      /** The signed-in user again, as a column: "Signed-in devices" lists and ends sessions by user. */
      userId: c.integer('userId').references(() => users.id, { onDelete: 'cascade' }),
      /** The browser's User-Agent at sign-in (cut to 512 characters), shown as the device's name. */
      userAgent: c.text('userAgent'),
      createdAt: c.text('createdAt'),
      /** Updated at most every few minutes, not on every request. */
      lastSeenAt: c.text('lastSeenAt'),
    },
    (t) => [c.index('sessions_expire_idx').on(t.expire), c.index('sessions_user_idx').on(t.userId)],
  );

  const feedback = c.table(
    'feedback',
    {
      id: c.serial('id'),
      /** Null when sent signed out (the widget shows on every screen). */
      userId: c.integer('userId').references(() => users.id, { onDelete: 'set null' }),
      type: c.text('type').notNull(),
      subject: c.text('subject'),
      message: c.text('message').notNull(),
      email: c.text('email'),
      url: c.text('url'),
      currentPage: c.text('currentPage'),
      userAgent: c.text('userAgent'),
      createdAt: c.text('createdAt').notNull(),
    },
    (t) => [c.index('feedback_created_idx').on(t.createdAt)],
  );
  return { users, lifetimePurchases, sessions, feedback };
}

export type UsersTable = ReturnType<typeof accountsTables>['users'];
