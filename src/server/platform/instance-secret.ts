import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomToken } from './crypto';

/**
 * APP_SECRET when set; otherwise a secret generated on first start and kept in DATA_DIR,
 * so sessions and encrypted keys survive restarts.
 */
export function loadInstanceSecret(appSecret: string | undefined, dataDir: string): string {
  if (appSecret) return appSecret;
  const file = path.join(dataDir, 'instance-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomToken(48);
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
