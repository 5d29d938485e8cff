import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_PATH: z.string().min(1).default('./data/learnlog.db'),
  /**
   * postgres://user:password@host:5432/learnlog: PostgreSQL instead of the SQLite file, for
   * several server processes behind a load balancer (README, "Running on several machines").
   */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** PostgreSQL connections each server process may open. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Comma-separated e-mails that are admins besides the first account. */
  ADMIN_EMAILS: z.string().default(''),
  /**
   * Marks the session cookie Secure and turns HSTS on. Not needed when PUBLIC_URL is https (that
   * alone does it); for a server behind HTTPS without a PUBLIC_URL.
   */
  COOKIE_SECURE: z.enum(['true', 'false']).default('false'),
  /**
   * Express's `trust proxy` setting when the server sits behind a reverse proxy: 'true', a hop
   * count, or a list of addresses. Unset: the client's own address is used (rate limits key on it).
   */
  TRUST_PROXY: z.string().optional(),
  /** Sign-in and registration attempts allowed per address in 15 minutes. */
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  /** Imports (previews too) one learner may start per hour. */
  IMPORT_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  /** Exports one learner may download per hour. */
  EXPORT_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  /** Live-update streams one session may hold open; a new one past it closes the oldest. */
  STREAMS_PER_SESSION: z.coerce.number().int().positive().default(4),
  /** Live-update streams one learner may hold open (all devices); a new one past it closes the oldest. */
  STREAMS_PER_LEARNER: z.coerce.number().int().positive().default(20),
  /** Open connections one client address may hold; more are closed as they arrive. */
  CONNECTIONS_PER_ADDRESS: z.coerce.number().int().positive().default(100),
  /** How long a request's headers may take to arrive. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** How long a whole request (headers and body) may take to arrive: a slower body is closed. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Points the Stripe SDK at another host (tests use a local fake), e.g. http://127.0.0.1:12111 */
  STRIPE_API_BASE: z.string().url().optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  /** How long one AI provider call may take before the summary fails with a clear message. */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /**
   * The public address of the app, used for Stripe return URLs and password reset links; defaults
   * to the request's origin. An https address makes the session cookie Secure and turns HSTS on.
   */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * Where password reset e-mails go out, e.g. smtps://user:pass@mail.example.com:465 or
   * smtp://127.0.0.1:2525. Unset: "Forgot password?" asks the learner to contact the administrator.
   */
  SMTP_URL: z.string().url().optional(),
  /** The From address of those e-mails. */
  MAIL_FROM: z.string().default('LearnLog <no-reply@learnlog.local>'),
  /**
   * The VAPID key pair push services know this server by (base64url, as `web-push
   * generate-vapid-keys` prints them). Unset: a pair is made once and kept in the database.
   */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  /** Who push services contact about this server: a mailto: or https: address. Unset: PUBLIC_URL if https, else a mailto: of MAIL_FROM's domain. */
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://').optional(),
  /**
   * The only hosts the server sends push messages to (comma-separated; `*.` matches subdomains):
   * a subscription elsewhere is refused, so no learner can make the server call an address of theirs.
   */
  PUSH_ALLOWED_HOSTS: z.string().default('fcm.googleapis.com,updates.push.services.mozilla.com,web.push.apple.com,*.notify.windows.com'),
  /** How often the reminder scheduler looks for reminders due. */
  REMINDER_TICK_MS: z.coerce.number().int().min(10).default(60_000),
});

export type Env = z.infer<typeof envSchema>;

/**
 * A reset link must name the app's own address: taken from the request, a forged Host header
 * would send a learner's link to someone else's site.
 */
const checks = envSchema
  .refine((env) => !env.SMTP_URL || env.PUBLIC_URL, {
    path: ['PUBLIC_URL'],
    message: 'PUBLIC_URL must be set when SMTP_URL is: password reset e-mails link to it',
  })
  .refine((env) => (env.VAPID_PUBLIC_KEY === undefined) === (env.VAPID_PRIVATE_KEY === undefined), {
    path: ['VAPID_PRIVATE_KEY'],
    message: 'set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together, or neither (a pair is then made and kept in the database)',
  });

/** Served over HTTPS: a Secure session cookie and HSTS. */
export function isSecureDeployment(env: Pick<Env, 'COOKIE_SECURE' | 'PUBLIC_URL'>): boolean {
  return env.COOKIE_SECURE === 'true' || (env.PUBLIC_URL?.toLowerCase().startsWith('https:') ?? false);
}

/** Reads the environment once, listing every bad variable at once rather than failing on the first. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = checks.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
