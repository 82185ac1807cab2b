import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

const PERIOD_S = 30;

function totpFor(base32: string, label: string): TOTP {
  return new TOTP({ issuer: 'AgentForge', label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(base32) });
}

/** A new random 160-bit secret, its otpauth:// URL and that URL as a QR code. */
export function newTotpSecret(label: string): { secret: string; otpauthUrl: string; qrSvg: string } {
  const secret = new Secret({ size: 20 }).base32;
  const otpauthUrl = totpFor(secret, label).toString();
  return { secret, otpauthUrl, qrSvg: renderSVG(otpauthUrl) };
}

/**
 * The 30-second step whose code `token` is (the one before and after count too, for clocks a
 * little apart); null when it matches none.
 */
export function matchingStep(base32: string, token: string, now: Date): number | null {
  const delta = totpFor(base32, '').validate({ token, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
}
