import { verify } from '@node-rs/argon2';
import type { LoginBody, RegisterBody } from '../../../common/auth';
import { ERROR_CODES } from '../../../common/error-codes';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { randomToken } from '../../platform/crypto';
import { AppError, conflict, forbidden, tooManyRequests } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import { hashPassword } from '../../platform/passwords';
import { clearRateLimit, hitRateLimit, peekRateLimit } from '../../platform/rate-limit-store';
import { secondFactorPasses } from '../account/index';
import { effectiveConfig } from '../../platform/instance-settings/config-store';
import { countUsers, findUserByEmail, hasInvitationFor, insertUser, linkWaitlistEntry } from './queries';

export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;


/**
 * Creates an account. The first account of an instance is an authorized admin; later ones are
 * authorized when sign-up is open and waitlisted otherwise; with sign-up by invitation only, only
 * an address with a pending project invitation may create one (accepting it lets the account in).
 */
export async function registerUser(deps: AppDeps, body: RegisterBody) {
  if (await findUserByEmail(deps.db, body.email)) {
    throw conflict('An account with this email already exists. Sign in instead.', ERROR_CODES.emailTaken);
  }
  const passwordHash = await hashPassword(body.password);
  return createAccount(deps, { email: body.email, firstName: body.firstName, lastName: body.lastName, passwordHash });
}

/** An address with an unexpired invitation to some project (it may sign up while sign-up is by invitation only). */
function hasPendingInvitation(deps: AppDeps, email: string): Promise<boolean> {
  return hasInvitationFor(deps.db, email.toLowerCase(), deps.clock());
}

export async function createAccount(
  deps: AppDeps,
  values: { email: string; firstName?: string | null; lastName?: string | null; passwordHash?: string; oidcSubject?: string },
) {
  const first = (await countUsers(deps.db)) === 0;
  const { signupMode } = await effectiveConfig(deps);
  if (!first && signupMode === 'invite' && !(await hasPendingInvitation(deps, values.email))) {
    throw forbidden('This instance accepts new accounts by invitation only. Ask a project owner to invite this address.', ERROR_CODES.inviteOnly);
  }
  const accessStatus = first || signupMode === 'open' ? 'authorized' : 'waitlist';
  const user = await insertUser(deps.db, {
    email: values.email,
    firstName: values.firstName || null,
    lastName: values.lastName || null,
    passwordHash: values.passwordHash,
    oidcSubject: values.oidcSubject,
    role: first ? 'admin' : 'user',
    accessStatus,
  } satisfies typeof users.$inferInsert);
  if (accessStatus === 'waitlist') await linkWaitlistEntry(deps.db, user);
  return user;
}

function loginLimitKey(email: string, ip: string): string {
  return `login:${email}:${ip}`;
}

// Compared against when there is no stored hash, so an unknown e-mail costs as much time as a
// wrong password and the timing does not tell which e-mails have accounts.
let dummyHash: Promise<string> | undefined;
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomToken());
  return dummyHash;
}

/**
 * Checks e-mail and password; repeated failures from one address for one e-mail answer 429.
 * An unknown e-mail, an account without a password (single sign-on) and a wrong password get the
 * same answer, so sign-in does not reveal which e-mails have accounts.
 */
export async function authenticate(deps: AppDeps, body: LoginBody, ip: string) {
  const key = loginLimitKey(body.email, ip);
  const state = await peekRateLimit(deps.db, key, LOGIN_FAILURE_LIMIT, deps.clock());
  if (!state.allowed) {
    throw tooManyRequests(state.retryAfterSeconds, `Too many failed sign-in attempts. Try again in ${Math.ceil(state.retryAfterSeconds / 60)} minutes.`);
  }
  const user = await findUserByEmail(deps.db, body.email);
  const storedHash = user?.passwordHash ?? null;
  const matches = await verify(storedHash ?? (await dummyPasswordHash()), body.password);
  if (!user || !storedHash || !matches) {
    await hitRateLimit(deps.db, key, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS, deps.clock());
    throw new AppError(401, ERROR_CODES.invalidCredentials, 'Wrong email or password. Check them and try again.');
  }
  if (user.accessStatus === 'disabled') throw forbidden('This account is disabled. Ask your administrator.', ERROR_CODES.accountDisabled);
  // asked only once the password is right, so it tells nothing to someone guessing passwords
  const second = await secondFactorPasses(deps, user.id, body.code);
  if (second === 'missing') throw new AppError(401, ERROR_CODES.twoFactorRequired, 'Enter the 6-digit code from your authenticator app, or a recovery code.');
  if (second === 'wrong') {
    await hitRateLimit(deps.db, key, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS, deps.clock());
    throw new AppError(401, ERROR_CODES.twoFactorInvalid, 'That code is not right (each code works once). Enter the current code, or a recovery code.');
  }
  await clearRateLimit(deps.db, key);
  return user;
}

export type { Db };

