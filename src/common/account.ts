import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './auth';

const newPassword = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(256);

export const changePasswordBody = z.object({
  currentPassword: z.string().min(1, { error: 'Enter your current password' }).max(256),
  newPassword,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** Reset links are valid this long, once. */
export const PASSWORD_RESET_MINUTES = 60;

export const passwordResetRequestBody = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email({ error: 'Invalid email' }).max(254)),
});
export const passwordResetConfirmBody = z.object({ token: z.string().min(1).max(200), newPassword });
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBody>;

/** The same answer whether an account has the address or not. */
export const PASSWORD_RESET_REQUESTED_MESSAGE =
  'If an account uses this address, we sent it a link to choose a new password. It works once, within the hour.';

export const sessionView = z.object({
  /** a short public handle of the session (not the cookie) */
  id: z.string(),
  current: z.boolean(),
  createdAt: z.string().nullable(),
  expiresAt: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
});
export type SessionView = z.infer<typeof sessionView>;

export const RECOVERY_CODE_COUNT = 10;

export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number(),
  /** accounts that sign in through an identity provider have no password here */
  hasPassword: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

export const twoFactorSetup = z.object({
  /** base32, for typing into an authenticator app */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** the otpauth URL as a QR code (SVG) */
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;

const sixDigits = z.string().trim().regex(/^\d{6}$/, { error: 'Enter the 6-digit code from your authenticator app' });
export const enableTwoFactorBody = z.object({ code: sixDigits });
export const disableTwoFactorBody = z.object({ password: z.string().min(1, { error: 'Enter your password' }).max(256) });

export const recoveryCodes = z.object({ codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodes>;
