import { isIP } from 'node:net';
import { allowPrivateUrlsHint, assertFetchableUrl, BlockedUrlError, createGuardedLookup, type PrivateAccess } from '../../platform/ssrf/ssrf-guard';
import type { DatabaseDialect } from '../../../common/database-tool';

const DEFAULT_PORTS: Record<DatabaseDialect, number> = { postgres: 5432, mysql: 3306 };

/** The same address check as an HTTP tool's, on the host and port a connection string names. */
function probeUrl(connection: URL, dialect: DatabaseDialect): URL {
  const host = connection.hostname;
  if (!host) throw new BlockedUrlError('Refused: the connection string names no host', 'scheme');
  return new URL(`http://${host}:${connection.port || DEFAULT_PORTS[dialect]}/`);
}

/** Refuses at save time, before any DNS look-up: a metadata or localhost name, or a literal private address. */
export function assertDatabaseHostAllowed(connection: URL, dialect: DatabaseDialect, access: PrivateAccess): void {
  assertFetchableUrl(probeUrl(connection, dialect), access);
}

/**
 * Resolves the connection string's host through the SSRF guard and gives back the connection
 * string pointed at the address that was checked, so a second DNS answer cannot slip in.
 */
export async function pinDatabaseAddress(connection: URL, dialect: DatabaseDialect, access: PrivateAccess): Promise<URL> {
  const probe = probeUrl(connection, dialect);
  try {
    assertFetchableUrl(probe, access);
    const address = await new Promise<string>((resolve, reject) => {
      createGuardedLookup(probe, access)(probe.hostname.replace(/^\[|\]$/g, ''), {}, (error, found) => (error ? reject(error) : resolve(String(found))));
    });
    const pinned = new URL(connection.href);
    pinned.hostname = isIP(address) === 6 ? `[${address}]` : address;
    pinned.port = String(connection.port || DEFAULT_PORTS[dialect]);
    return pinned;
  } catch (err) {
    if (err instanceof BlockedUrlError) throw new Error(`${err.message}.${allowPrivateUrlsHint(err, probe)}`, { cause: err });
    throw err;
  }
}
