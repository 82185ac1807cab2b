import type { AgentVersion } from '@common/versions';

type VersionFlags = Pick<AgentVersion, 'id' | 'isPublic'>;

/**
 * SPEC section 4: a demo URL exists only when a public version exists; otherwise 'Make version
 * public' is offered for the first version in the list; with no versions there is nothing to offer.
 */
export type VersionVisibility<V extends VersionFlags = VersionFlags> =
  | { kind: 'public'; version: V }
  | { kind: 'can-make-public'; version: V }
  | { kind: 'no-versions' };

export function readVersionVisibility<V extends VersionFlags>(versions: readonly V[]): VersionVisibility<V> {
  const publicVersion = versions.find((v) => v.isPublic);
  if (publicVersion) return { kind: 'public', version: publicVersion };
  const first = versions[0];
  return first ? { kind: 'can-make-public', version: first } : { kind: 'no-versions' };
}

/** SPEC section 2: origin plus /demo/{versionId} */
export const demoUrlOf = (origin: string, versionId: string) => `${origin.replace(/\/+$/, '')}/demo/${encodeURIComponent(versionId)}`;

/** SPEC section 3: quick test sessions are 'session-{timestamp}-{random}'. */
export function createSessionId(now: number = Date.now(), random: () => number = Math.random): string {
  return `session-${now}-${random().toString(36).slice(2, 11) || '0'}`;
}
