import { verify } from '@node-rs/argon2';
import { RECOVERY_CODE_COUNT, type RecoveryCodes, type TwoFactorSetup, type TwoFactorStatus } from '../../../common/account';
import { ERROR_CODES } from '../../../common/error-codes';
import { randomToken, sha256 } from '../../platform/crypto';
import { AppError, badRequest, conflict } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import { cachePerApp } from '../../platform/read-cache';
import { secretBox } from '../../platform/secrets';
import type { SessionUser } from '../../platform/session';
import { deleteTwoFactor, enableTwoFactorRow, findPasswordHash, findTwoFactor, savePendingSecret, setRecoveryCodes, useRecoveryCode, useStep } from './queries';
import { matchingStep, newTotpSecret } from './totp';

const TOTP_PURPOSE = 'totp-secrets';
const box = (deps: AppDeps) => secretBox(deps.secret, TOTP_PURPOSE);

/** Recovery codes look like `a1b2c-d3e4f`; stored only as hashes of their normalised form. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = randomToken(8).replace(/[^a-z0-9]/gi, '').toLowerCase().padEnd(10, '0').slice(0, 10);
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
}
const recoveryHash = (code: string) => sha256(code.trim().toLowerCase().replace(/[^a-z0-9]/g, ''));

// asked on every request while an admin requires two-factor sign-in for everyone
const enabledCache = cachePerApp<boolean>();

/** Whether the account signs in with a second factor. */
export function userHasTwoFactor(deps: AppDeps, userId: string): Promise<boolean> {
  return enabledCache(deps).get(userId, async () => {
    const row = await findTwoFactor(deps.db, userId);
    return Boolean(row?.enabledAt && row.secretEnc);
  });
}

export async function twoFactorStatus(deps: AppDeps, user: SessionUser): Promise<TwoFactorStatus> {
  const row = await findTwoFactor(deps.db, user.id);
  const enabled = Boolean(row?.enabledAt && row.secretEnc);
  return { enabled, recoveryCodesLeft: enabled ? (row?.recoveryCodeHashes.length ?? 0) : 0, hasPassword: Boolean(user.passwordHash) };
}

/** Step 1: a new secret, kept aside until a first right code proves the app has it. */
export async function startTwoFactorSetup(deps: AppDeps, user: SessionUser): Promise<TwoFactorSetup> {
  if ((await twoFactorStatus(deps, user)).enabled) throw conflict('Two-factor sign-in is already on. Turn it off first to use another app.');
  const setup = newTotpSecret(user.email);
  await savePendingSecret(deps.db, user.id, box(deps).seal(setup.secret));
  return setup;
}

/** Step 2: the first code from the app turns it on; the recovery codes are shown this once. */
export async function enableTwoFactor(deps: AppDeps, user: SessionUser, code: string): Promise<RecoveryCodes> {
  const row = await findTwoFactor(deps.db, user.id);
  if (!row?.pendingSecretEnc) throw conflict('Start the set-up first: there is no secret waiting for its first code.');
  const secret = box(deps).open(row.pendingSecretEnc);
  const step = matchingStep(secret, code, deps.clock());
  if (step === null) throw badRequest('code: That code is not right. Check the time on your device and enter the current code.', ERROR_CODES.twoFactorInvalid);
  const codes = newRecoveryCodes();
  await enableTwoFactorRow(deps.db, user.id, { secretEnc: box(deps).seal(secret), lastStep: step, recoveryCodeHashes: codes.map(recoveryHash), now: deps.clock() });
  enabledCache(deps).forget(user.id);
  return { codes };
}

async function assertPassword(deps: AppDeps, user: SessionUser, password: string): Promise<void> {
  const stored = await findPasswordHash(deps.db, user.id);
  if (!stored || !(await verify(stored, password))) throw new AppError(403, ERROR_CODES.invalidCredentials, 'That password is not right.');
}

export async function disableTwoFactor(deps: AppDeps, user: SessionUser, password: string): Promise<void> {
  await assertPassword(deps, user, password);
  await deleteTwoFactor(deps.db, user.id);
  enabledCache(deps).forget(user.id);
}

export async function regenerateRecoveryCodes(deps: AppDeps, user: SessionUser, password: string): Promise<RecoveryCodes> {
  await assertPassword(deps, user, password);
  if (!(await twoFactorStatus(deps, user)).enabled) throw conflict('Two-factor sign-in is off.');
  const codes = newRecoveryCodes();
  await setRecoveryCodes(deps.db, user.id, codes.map(recoveryHash));
  return { codes };
}

/**
 * At sign-in, after the password: true when the account has no two-factor sign-in, or `code`
 * is its current authenticator code (each works once) or an unused recovery code (used up now).
 */
export async function secondFactorPasses(deps: AppDeps, userId: string, code: string | undefined): Promise<'not_needed' | 'passed' | 'missing' | 'wrong'> {
  const row = await findTwoFactor(deps.db, userId);
  if (!row?.enabledAt || !row.secretEnc) return 'not_needed';
  if (!code) return 'missing';
  if (/^\d{6}$/.test(code)) {
    const step = matchingStep(box(deps).open(row.secretEnc), code, deps.clock());
    return step !== null && (await useStep(deps.db, userId, step)) ? 'passed' : 'wrong';
  }
  return (await useRecoveryCode(deps.db, userId, recoveryHash(code))) ? 'passed' : 'wrong';
}
