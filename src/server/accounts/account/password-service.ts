import { verify } from '@node-rs/argon2';
import { PASSWORD_RESET_MINUTES, type ChangePasswordBody, type PasswordResetConfirmBody } from '../../../common/account';
import { ERROR_CODES } from '../../../common/error-codes';
import { randomToken, sha256 } from '../../platform/crypto';
import { AppError, badRequest, conflict, tooManyRequests } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import { hitRateLimit } from '../../platform/rate-limit-store';
import { forgetCachedUser, type SessionUser } from '../../platform/session';
import { hashPassword } from '../../platform/passwords';
import { sendInstanceMail } from '../../platform/mail/instance-mail';
import { consumeResetToken, deleteUserSessions, findPasswordHash, findResetAccount, insertResetToken, setPasswordHash } from './queries';

const RESET_REQUESTS_PER_HOUR = 5;

/** The current password proves it is the user; every other session of theirs is signed out. */
export async function changePassword(deps: AppDeps, user: SessionUser, body: ChangePasswordBody, currentSessionKey: string | null): Promise<void> {
  const stored = await findPasswordHash(deps.db, user.id);
  if (!stored) throw conflict('This account signs in through your identity provider and has no password here.');
  if (!(await verify(stored, body.currentPassword))) throw new AppError(403, ERROR_CODES.invalidCredentials, 'currentPassword: That is not your current password.');
  await setPasswordHash(deps.db, user.id, await hashPassword(body.newPassword), deps.clock());
  await deleteUserSessions(deps.db, user.id, currentSessionKey ?? undefined);
  forgetCachedUser(deps, user.id);
}

function resetTexts(language: string, link: string): { subject: string; text: string } {
  if (language === 'es') {
    return {
      subject: 'Elige una nueva contraseña de AgentForge',
      text: `Alguien (esperamos que tú) pidió cambiar la contraseña de tu cuenta de AgentForge.\n\nElige una nueva aquí (el enlace funciona una vez, durante ${PASSWORD_RESET_MINUTES} minutos):\n${link}\n\nSi no lo pediste, ignora este mensaje: tu contraseña no cambia.\n`,
    };
  }
  return {
    subject: 'Choose a new AgentForge password',
    text: `Someone (we hope you) asked to change the password of your AgentForge account.\n\nChoose a new one here (the link works once, within ${PASSWORD_RESET_MINUTES} minutes):\n${link}\n\nIf you did not ask for this, ignore this message: your password stays as it is.\n`,
  };
}

/**
 * Answers the same, as fast, whether the address has an account or not: the e-mail (when there
 * is one to send) leaves after the answer. Limited per client address.
 */
export async function requestPasswordReset(deps: AppDeps, email: string, ip: string, origin: string, log: { error: (o: object, m: string) => void }): Promise<void> {
  const limit = await hitRateLimit(deps.db, `password-reset:${ip}`, RESET_REQUESTS_PER_HOUR, 3_600_000, deps.clock());
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds, `Too many reset requests. Try again in ${Math.ceil(limit.retryAfterSeconds / 60)} minutes.`);
  const user = deps.config.oidcEnabled ? null : await findResetAccount(deps.db, email);
  if (!user) return;
  const token = randomToken(32);
  await insertResetToken(deps.db, { userId: user.id, tokenHash: sha256(token), expiresAt: new Date(deps.clock().getTime() + PASSWORD_RESET_MINUTES * 60_000) });
  const link = `${origin}/reset-password#${token}`;
  void sendInstanceMail(deps, { to: user.email, ...resetTexts(user.language, link) }).catch((err: unknown) =>
    log.error({ err: err instanceof Error ? err.message : String(err) }, 'password reset e-mail not sent'),
  );
}

/** A reset link works once; the new password signs out every session of the account. */
export async function confirmPasswordReset(deps: AppDeps, body: PasswordResetConfirmBody): Promise<void> {
  const userId = await consumeResetToken(deps.db, sha256(body.token), deps.clock());
  if (!userId) throw badRequest('token: This link is no longer valid: it was used, replaced by a newer one, or it expired. Ask for a new one.');
  await setPasswordHash(deps.db, userId, await hashPassword(body.newPassword), deps.clock());
  await deleteUserSessions(deps.db, userId);
  forgetCachedUser(deps, userId);
}
