/** Password reset, password change and signed-in devices: request and answer shapes. */
import { z } from 'zod';
import { FIELD_LIMITS } from '../constants';
import { emailSchema, newPasswordSchema } from './user.schema';

/** POST /api/auth/forgot-password */
export const forgotPasswordInputSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

/** A reset link's token: 32 random bytes, base64url. */
export const resetTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This reset link is not valid');

/** POST /api/auth/reset-password */
export const resetPasswordInputSchema = z.object({ token: resetTokenSchema, password: newPasswordSchema });
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

/** POST /api/auth/change-password */
export const changePasswordInputSchema = z.object({
  currentPassword: z.string().min(1, 'Please enter your current password').max(FIELD_LIMITS.password.max),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** The answer to forgot-password, the same whether or not the address has an account. */
export const FORGOT_PASSWORD_ANSWER = {
  message: 'If an account exists for that address, we have sent it a link to reset the password. The link works once, within an hour.',
} as const;

/** One signed-in session, as "Signed-in devices" lists it. */
export const signedInDeviceSchema = z.object({
  /** An opaque handle for signing this session out (never the session's cookie or key). */
  id: z.string(),
  /** 'Chrome on Android', from the browser's User-Agent. */
  device: z.string(),
  signedInAt: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
  /** The session this answer was asked from. */
  current: z.boolean(),
});
export type SignedInDevice = z.infer<typeof signedInDeviceSchema>;

/** POST /api/admin/users/{id}/reset-link */
export const adminResetLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type AdminResetLink = z.infer<typeof adminResetLinkSchema>;
