import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_PATH: z.string().min(1).default('./data/learnlog.db'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Comma-separated e-mails that are admins besides the first account. */
  ADMIN_EMAILS: z.string().default(''),
  /** Set when the app is served over HTTPS, so the session cookie is marked Secure. */
  COOKIE_SECURE: z.enum(['true', 'false']).default('false'),
  /**
   * Express's `trust proxy` setting when the server sits behind a reverse proxy: 'true', a hop
   * count, or a list of addresses. Unset: the client's own address is used (rate limits key on it).
   */
  TRUST_PROXY: z.string().optional(),
  /** Sign-in and registration attempts allowed per address in 15 minutes. */
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(20),
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
  /** The public address of the app, used for Stripe return URLs; defaults to the request's origin. */
  PUBLIC_URL: z.string().url().optional(),
});

export type Env = z.infer<typeof envSchema>;

/** Reads the environment once, listing every bad variable at once rather than failing on the first. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
