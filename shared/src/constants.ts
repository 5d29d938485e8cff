/**
 * Every number the product runs on, in one place (docs/decisions.md: "no copy of a price, a limit or a
 * day count anywhere else"). The server and every screen read them from here.
 */

/** The app and API version reported by /api/health. */
export const APP_VERSION = '0.1.0';

/** Trial length from `trialStartedAt` (decisions: one trial length). */
export const TRIAL_DAYS = 14;

/** Seeker (free) allowances per calendar day in the learner's time zone. */
export const SEEKER_DAILY_LIMITS = { journalEntries: 1, resources: 3 } as const;

/** The usage banner turns orange from this share of the daily limit. */
export const USAGE_WARNING_RATIO = 0.8;

/** AI summaries a premium learner may generate per calendar month. */
export const MONTHLY_SUMMARY_LIMIT = 3;

/** Lifetime spots in each tier: beta first, then legacy. */
export const LIFETIME_TIER_SPOTS = 100;

/** The admin panel's revenue estimate per lifetime user, in dollars. */
export const ADMIN_REVENUE_PER_LIFETIME_USER = 100;

/** Usage and access are refreshed this often while online. */
export const POLL_INTERVAL_MS = 30_000;

/** The device's local schema version, sent as X-Schema-Version; the server accepts it and the one before. */
export const SCHEMA_VERSION = 1;

export const SESSION_TTL_DAYS = 30;
/** A password reset link works once, for this long. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
export const IDEMPOTENCY_TTL_DAYS = 30;
export const TOMBSTONE_TTL_DAYS = 180;

/** Size bounds enforced by the shared schemas on both sides. */
export const FIELD_LIMITS = {
  title: 200,
  content: 100_000,
  shortText: 10_000,
  tag: 50,
  tags: 50,
  linkedIds: 500,
  url: 2_048,
  /**
   * One journal photo, decoded: the budget the device scales every photo to (it shrinks a photo
   * until it fits), and so the most the server accepts, which bounds an entry's request body.
   */
  photoBytes: 600 * 1024,
  photos: 10,
  avatarBytes: 1024 * 1024,
  bio: 1_000,
  handle: 200,
  feedbackSubject: 200,
  feedbackMessage: 2_000,
  password: { min: 10, max: 200 },
  name: 100,
  username: { min: 3, max: 30 },
} as const;

/** Read time: words per minute, and what is shown when an entry has none. */
export const READ_TIME = { wordsPerMinute: 200, defaultMinutes: 3 } as const;

/** A goal's progress is a percentage: linked entries raise it up to this. */
export const MAX_GOAL_PROGRESS = 100;

/** Goal progress contribution slider in the entry dialog. */
export const GOAL_PROGRESS = { min: 5, max: 50, step: 5, default: 10 } as const;

export const ONBOARDING = { steps: 5, openDelayMs: 1_000, summaryItems: 3, summaryTagsPerEntry: 3 } as const;

export const UI = {
  dashboardRecentEntries: 2,
  dashboardInProgressResources: 3,
  journalTagChips: 5,
  entryPreviewChars: 150,
  popularTagCount: 8,
  copiedIndicatorMs: 2_000,
  sharingTagsPerEntry: 3,
  publicPageTagsPerEntry: 2,
} as const;

export const DEFAULT_POPULAR_TAGS = ['JavaScript', 'React', 'AI/ML', 'Python', 'Design', 'Career', 'Learning', 'Books'] as const;

export const AVATAR = { maxSide: 300, jpegQuality: 0.7 } as const;

/** Template search runs only when the query is longer than 2 characters. */
export const TEMPLATE_SEARCH_MIN_LENGTH = 3;

/** AI summary windows in days. */
export const SUMMARY_WINDOW_DAYS = { weekly: 7, monthly: 30 } as const;

/**
 * Review (spaced repetition of key learnings and questions). `dailyLimit`: cards a day, new and
 * due together, unless the learner sets another number in Settings.
 */
export const REVIEW = {
  defaultDailyLimit: 20,
  maxDailyLimit: 500,
  /** A card's text as kept in the review log (longer text is cut, the card keeps its identity). */
  cardTextMax: 2_000,
  answerMax: 10_000,
  /** Two versions of a question are the same card when their letter pairs overlap this much. */
  sameQuestionSimilarity: 0.5,
  excerptChars: 280,
  onThisDayEntries: 3,
  /** "Study the next N due": the sizes the learner picks from, and the one offered first. */
  aheadChoices: [5, 10, 20, 50],
  defaultAhead: 10,
  /** A sitting of one goal's, resource's or tag's cards takes at most this many, soonest due first. */
  scopedSittingMax: 200,
} as const;
