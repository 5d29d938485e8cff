/**
 * Web Push reminders (issue 35): the learner's subscriptions, their reminder settings (synced with
 * the account, in the learner's time zone) and what one notification carries. A payload never
 * holds entry text: it passes through the browser vendor's push service.
 */
import { z } from 'zod';

/** 'HH:MM', 24-hour, in the learner's time zone. */
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time such as 08:30');

const base64Url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, 'Must be base64url');

/** POST /api/push/subscriptions: what `PushSubscription.toJSON()` gives (expirationTime ignored). */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z.url({ protocol: /^https$/, message: 'The push endpoint must be an https address' }).max(2048),
  keys: z.object({
    /** The browser's P-256 public key, 65 bytes uncompressed (87 characters of base64url). */
    p256dh: base64Url(80, 100),
    /** The 16-byte auth secret (22 characters). */
    auth: base64Url(16, 32),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

/** DELETE /api/push/subscriptions */
export const pushEndpointInputSchema = z.object({ endpoint: z.string().min(1).max(2048) });

/** GET /api/push/subscriptions: one of the learner's devices (its keys stay on the server). */
export const pushSubscriptionSchema = z.object({ endpoint: z.string(), createdAt: z.string() });
export type PushSubscriptionInfo = z.infer<typeof pushSubscriptionSchema>;

export const reminderSettingsSchema = z
  .object({
    /** The daily writing reminder; null: none. Also when "cards due" goes out (else 09:00). */
    writeAt: timeOfDaySchema.nullable(),
    reviewsDue: z.boolean(),
    goalDeadlines: z.boolean(),
    /** A Monday e-mail (the week's entries, cards due, goals ahead); only when the server has mail. Absent: off. */
    weeklyDigest: z.boolean().default(false),
    /** No notification from quietFrom until quietTo (may span midnight); both or neither. */
    quietFrom: timeOfDaySchema.optional(),
    quietTo: timeOfDaySchema.optional(),
  })
  .refine((s) => (s.quietFrom === undefined) === (s.quietTo === undefined), { path: ['quietTo'], message: 'Set both ends of the quiet hours, or neither' });
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;
/** What a PUT may send: weeklyDigest may be left out (off). */
export type ReminderSettingsInput = z.input<typeof reminderSettingsSchema>;

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = { writeAt: null, reviewsDue: true, goalDeadlines: true, weeklyDigest: false };

/** The weekly digest goes on this day (1 = Monday), at writeAt or DEFAULT_REMINDER_TIME. */
export const DIGEST_WEEKDAY = 1;

/** When "cards due" and goal reminders go out if the learner set no writing time. */
export const DEFAULT_REMINDER_TIME = '09:00';

export const REMINDER_KINDS = ['write', 'reviews', 'goal', 'test'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** What the service worker receives: a title, a body without entry text, and where a tap goes. */
export const reminderPayloadSchema = z.object({
  title: z.string().max(120),
  body: z.string().max(240),
  /** An app path: /review, /journal/new, /goals/:id, /. */
  url: z.string().regex(/^\/[A-Za-z0-9/_-]*$/),
  kind: z.enum(REMINDER_KINDS),
});
export type ReminderPayload = z.infer<typeof reminderPayloadSchema>;

/** GET/POST /api/reminders/unsubscribe?token=…: the weekly digest's one-click unsubscribe link. */
export const digestUnsubscribeQuerySchema = z.object({ token: z.string().min(1, 'The link has no token').max(200) });

export const DIGEST_UNSUBSCRIBED_MESSAGE = 'You will get no more weekly e-mails';
export const DIGEST_TOKEN_INVALID_MESSAGE = 'This unsubscribe link is not valid: open the one in your latest weekly e-mail, or turn the digest off under Profile → Reminders';
