import { SEEKER_DAILY_LIMITS, TRIAL_DAYS } from './constants';

/** Server messages and machine codes that both sides compare against. */
export const MESSAGES = {
  unauthorized: 'Unauthorized',
  notFound: 'Not found',
  validationFailed: 'Validation failed',
  premiumRequired: 'Premium access required',
  adminRequired: 'Admin access required',
  accessRequired: `Your ${TRIAL_DAYS}-day free trial has ended. Upgrade to lifetime access to continue using the product.`,
  paymentsNotConfigured: 'Payments are not configured on this server',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'This username is already taken',
  idTaken: 'This id is already used by another record',
  conflict: 'This record was changed on another device',
  dailyEntryLimit: `Daily limit reached: the free plan allows ${SEEKER_DAILY_LIMITS.journalEntries} journal entry a day`,
  dailyResourceLimit: `Daily limit reached: the free plan allows ${SEEKER_DAILY_LIMITS.resources} resources a day`,
  goalLinkingRequired: 'Goal linking needs the Scholar plan or above',
  monthlySummaryLimit: 'Monthly summary limit reached',
  schemaTooOld: 'This version of LearnLog is out of date. Please update the app.',
} as const;

export const ERROR_CODES = {
  idTaken: 'id_taken',
  conflict: 'conflict',
  dailyLimit: 'daily_limit',
  accessRequired: 'access_required',
  /** An Idempotency-Key sent again with another method, path or body. */
  idempotencyKeyReused: 'idempotency_key_reused',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
