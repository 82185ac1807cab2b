import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { assertFetchableUrl, BlockedUrlError, createGuardedLookup, type PrivateAccess } from '../ssrf/ssrf-guard';

const HOST_NAME = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})(?:\.[A-Za-z0-9-]{1,63})*\.?$/;

function refusal(host: string, err: unknown): Error {
  if (err instanceof BlockedUrlError) {
    return new Error(`The mail server ${host} cannot be used: ${err.message}. Private mail servers need ALLOW_PRIVATE_URLS on this instance.`);
  }
  const code = (err as { code?: string }).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new Error(`The mail server ${host} could not be found (no DNS answer); check the SMTP host.`);
  return new Error(`The mail server ${host} could not be resolved: ${err instanceof Error ? err.message : String(err)}`);
}

/**
 * The address to connect to for an SMTP host, under the same policy as every outbound fetch:
 * cloud-metadata addresses never, private and loopback ones only when ALLOW_PRIVATE_URLS allows
 * them (all, or this host:port). The caller connects to this very address (with the host name for
 * TLS), so a second DNS answer cannot swap in another one after the check.
 */
export async function resolveSmtpAddress(host: string, port: number, access: PrivateAccess): Promise<string> {
  const bare = host.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 0 && !HOST_NAME.test(bare)) throw new Error(`The SMTP host "${host}" is not a valid host name.`);
  const url = new URL(`http://${family === 6 ? `[${bare}]` : bare}:${port}`);
  try {
    assertFetchableUrl(url, access);
  } catch (err) {
    throw refusal(host, err);
  }
  const lookup = createGuardedLookup(url, access);
  const addresses = await new Promise<LookupAddress[]>((resolve, reject) => {
    lookup(bare, { all: true }, (error, result) => (error ? reject(refusal(host, error)) : resolve(result as LookupAddress[])));
  });
  const first = addresses[0];
  if (!first) throw new Error(`The mail server ${host} could not be found (no address); check the SMTP host.`);
  return first.address;
}
