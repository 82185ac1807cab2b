import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MAX_LENGTH = 100;

const email = z.string().trim().toLowerCase().pipe(z.email({ error: 'Invalid email' }).max(254));
const optionalName = z.string().trim().max(NAME_MAX_LENGTH).optional();

export const registerBody = z.object({
  email,
  password: z
    .string({ error: 'Password is required' })
    .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
    .max(256),
  firstName: optionalName,
  lastName: optionalName,
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(256),
  /** the authenticator's 6-digit code, or a recovery code, when the account has two-factor sign-in */
  code: z.string().trim().max(32).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const userRole = z.enum(['admin', 'user']);
export const accessStatus = z.enum(['authorized', 'waitlist']);
export const subscriptionTier = z.enum(['free', 'premium']);

export const publicUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: userRole,
  accessStatus,
  subscriptionTier: subscriptionTier,
  subscriptionStatus: z.string(),
  subscriptionExpiry: z.string().nullable(),
  trialUsed: z.boolean(),
  language: z.enum(['en', 'es']),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUser>;

export const authStatus = z.object({
  status: accessStatus,
  user: publicUser,
});
export type AuthStatus = z.infer<typeof authStatus>;

/**
 * GET /api/auth/status: who is signed in, or that nobody is. Being signed out is an expected
 * answer (every signed-out page asks), so it is a 200, not a 401 the browser logs as a failure.
 */
export const authSession = z.discriminatedUnion('authenticated', [
  authStatus.extend({ authenticated: z.literal(true) }),
  z.object({ authenticated: z.literal(false) }),
]);
export type AuthSession = z.infer<typeof authSession>;

/** PUT /api/auth/user: e-mail may be sent but must equal the stored one ('Email cannot be changed'). */
export const updateUserBody = z.object({
  firstName: z.string().trim().max(NAME_MAX_LENGTH).nullable().optional(),
  lastName: z.string().trim().max(NAME_MAX_LENGTH).nullable().optional(),
  email: z.string().optional(),
  language: z.enum(['en', 'es']).optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const authProviders = z.object({
  password: z.boolean(),
  oidc: z.boolean(),
  signupMode: z.enum(['open', 'waitlist', 'invite']),
  firstUser: z.boolean(),
  /** "Forgot your password?" can e-mail a reset link (an instance mail server is configured) */
  passwordReset: z.boolean(),
});
export type AuthProviders = z.infer<typeof authProviders>;
