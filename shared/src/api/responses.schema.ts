import { z } from 'zod';
import { journalEntrySchema } from '../entities/journal-entry.schema';
import { resourceSchema } from '../entities/resource.schema';
import { planIdSchema } from '../entities/user.schema';

const allowance = z.object({ used: z.number().int(), limit: z.number().int().nullable(), isUnlimited: z.boolean() });

/** GET /api/user/usage */
export const usageSchema = z.object({
  journalEntries: allowance,
  resourceEntries: allowance,
  currentPlan: planIdSchema,
  planDisplayName: z.string(),
});
export type Usage = z.infer<typeof usageSchema>;

/** GET /api/user/access */
export const accessSchema = z.object({
  hasAccess: z.boolean(),
  trialDaysLeft: z.number().int(),
  isPremium: z.boolean(),
});
export type Access = z.infer<typeof accessSchema>;

/** GET /api/stats: both specs' fields. */
export const statsSchema = z.object({
  streak: z.number().int(),
  totalResources: z.number().int(),
  completedResources: z.number().int(),
  goalProgress: z.string(),
  weeklyCompleted: z.number().int(),
  weeklyEntries: z.number().int(),
  weeklyResources: z.number().int(),
  resourcesThisMonth: z.number().int(),
  completedThisMonth: z.number().int(),
});
export type Stats = z.infer<typeof statsSchema>;

/** What a visitor may see of a learner: never the e-mail or a private field. */
export const publicProfileSchema = z.object({
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  sharePageBio: z.string().nullable(),
  twitterHandle: z.string().nullable(),
  linkedinProfile: z.string().nullable(),
  facebookProfile: z.string().nullable(),
  instagramHandle: z.string().nullable(),
  youtubeChannel: z.string().nullable(),
  githubHandle: z.string().nullable(),
  websiteUrl: z.string().nullable(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const publicEntrySchema = journalEntrySchema.pick({
  title: true,
  content: true,
  keyLearning: true,
  tags: true,
  photos: true,
  readTime: true,
  shareId: true,
  createdAt: true,
  linkedResources: true,
});
export type PublicEntry = z.infer<typeof publicEntrySchema>;

/** GET /api/share/{username} */
export const sharePageSchema = z.object({ user: publicProfileSchema, entries: z.array(publicEntrySchema) });
export type SharePage = z.infer<typeof sharePageSchema>;

/**
 * GET /api/shared/journal/{shareId}: the entry, its author's public name, and where its
 * `[[links]]` lead: title key → share id, for links that resolve to another public entry only.
 */
export const sharedEntrySchema = publicEntrySchema.extend({
  author: publicProfileSchema.pick({ username: true, firstName: true, lastName: true, profileImageUrl: true }),
  links: z.record(z.string(), z.string()).default({}),
});
export type SharedEntry = z.infer<typeof sharedEntrySchema>;

/** GET /api/shared/journal/{shareId}/resources */
export const publicResourceSchema = resourceSchema.pick({ id: true, title: true, url: true, type: true, description: true, status: true });
export type PublicResource = z.infer<typeof publicResourceSchema>;

/** GET /api/config: public settings the app needs. */
export const publicConfigSchema = z.object({
  stripePublishableKey: z.string().nullable(),
  paymentsConfigured: z.boolean(),
  aiConfigured: z.boolean(),
  /** "Forgot password?" can e-mail a reset link (SMTP_URL is set); otherwise an admin makes one. */
  passwordResetByEmail: z.boolean(),
  /** The weekly reminder digest can go by e-mail (SMTP_URL is set): the Reminders section offers it. */
  weeklyDigestByEmail: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
