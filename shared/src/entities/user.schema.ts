import { z } from 'zod';
import { FIELD_LIMITS } from '../constants';
import { PASSWORD_MESSAGES, PASSWORD_RULES } from '../rules/password-strength';
import { imageDataUrlSchema } from './fields';
import { DEFAULT_REVIEW_SETTINGS, reviewSettingsSchema } from './review-log.schema';

export const PLAN_IDS = ['seeker', 'scholar', 'sage', 'beta', 'legacy'] as const;
export const planIdSchema = z.enum(PLAN_IDS);
export type PlanId = z.infer<typeof planIdSchema>;

/** The social fields of the decisions, in display order. */
export const SOCIAL_FIELDS = [
  'twitterHandle',
  'linkedinProfile',
  'facebookProfile',
  'instagramHandle',
  'youtubeChannel',
  'githubHandle',
  'websiteUrl',
] as const;
export type SocialField = (typeof SOCIAL_FIELDS)[number];

const nullableText = z.string().nullable();

/** The signed-in user as the client reads it (never the password hash). */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: nullableText,
  lastName: nullableText,
  username: nullableText,
  isAdmin: z.boolean(),
  lifetimeAccess: z.boolean(),
  subscriptionType: planIdSchema,
  subscriptionStatus: z.string(),
  subscriptionEndDate: nullableText,
  trialStartedAt: nullableText,
  trialDaysLeft: z.number().int().min(0),
  createdAt: z.string(),
  onboardingCompleted: z.boolean(),
  sharePageEnabled: z.boolean(),
  sharePageBio: nullableText,
  profileImageUrl: nullableText,
  timeZone: z.string(),
  twitterHandle: nullableText,
  linkedinProfile: nullableText,
  facebookProfile: nullableText,
  instagramHandle: nullableText,
  youtubeChannel: nullableText,
  githubHandle: nullableText,
  websiteUrl: nullableText,
  /** Daily review limit and paused tags (synced with the account). */
  reviewSettings: reviewSettingsSchema.default(DEFAULT_REVIEW_SETTINGS),
});
export type User = z.infer<typeof userSchema>;

export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email('Please enter a valid email address'));
const personName = z.string().trim().max(FIELD_LIMITS.name).optional();

/**
 * A new password's length; its strength (rules/password-strength.ts) needs the dictionaries, so
 * the server checks it after this schema, and the form shows it as it is typed.
 */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_RULES.minLength, PASSWORD_MESSAGES.tooShort)
  .max(PASSWORD_RULES.maxLength, `Password must be at most ${PASSWORD_RULES.maxLength} characters`);

export const registerInputSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: personName,
  lastName: personName,
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const loginInputSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Please enter your password').max(FIELD_LIMITS.password.max),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** PUT /api/auth/user: the synced user flags and settings (any of them). */
export const updateAuthUserInputSchema = z.object({
  onboardingCompleted: z.boolean().optional(),
  reviewSettings: reviewSettingsSchema.optional(),
});

const socialValue = z.string().trim().max(FIELD_LIMITS.handle).nullable().optional();

/** PUT /api/user/profile: any of the picture and the social fields. */
export const updateProfileInputSchema = z.object({
  profileImageUrl: imageDataUrlSchema(FIELD_LIMITS.avatarBytes).nullable().optional(),
  firstName: personName,
  lastName: personName,
  twitterHandle: socialValue,
  linkedinProfile: socialValue,
  facebookProfile: socialValue,
  instagramHandle: socialValue,
  youtubeChannel: socialValue,
  githubHandle: socialValue,
  websiteUrl: socialValue,
});
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

/** URL-safe share address: lower-case letters, digits, dashes and underscores. */
export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(FIELD_LIMITS.username.min, `Username must be at least ${FIELD_LIMITS.username.min} characters`)
  .max(FIELD_LIMITS.username.max, `Username must be at most ${FIELD_LIMITS.username.max} characters`)
  .regex(/^[a-z0-9][a-z0-9_-]*$/, 'Use letters, numbers, dashes and underscores only');

/** POST /api/share-settings */
export const shareSettingsInputSchema = z.object({
  sharePageEnabled: z.boolean().optional(),
  sharePageBio: z.string().trim().max(FIELD_LIMITS.bio).nullable().optional(),
  username: usernameSchema.optional(),
});
export type ShareSettingsInput = z.infer<typeof shareSettingsInputSchema>;

/** GET /api/admin/users row. */
export const adminUserSchema = userSchema.pick({
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  isAdmin: true,
  lifetimeAccess: true,
  subscriptionType: true,
  subscriptionStatus: true,
  subscriptionEndDate: true,
  trialStartedAt: true,
  trialDaysLeft: true,
  createdAt: true,
});
export type AdminUser = z.infer<typeof adminUserSchema>;
