import type { AgentVersion } from '@common/versions';

type VersionFlags = Pick<AgentVersion, 'id' | 'isPublic'>;

/**
 * One truth for "public" (Deployments, the widget channel, the public pages): visitors can reach
 * the agent when one of its versions is public. The agent row's own isPublic flag gates nothing.
 */
export const hasPublicVersion = (versions: readonly Pick<AgentVersion, 'isPublic'>[]) => versions.some((v) => v.isPublic);

/**
 * The versions the builder's switch changes: making the agent public shows its active version (the
 * newest when none is active); making it private hides every public one.
 */
export function versionsToSwitch<V extends VersionFlags & Pick<AgentVersion, 'isActive'>>(versions: readonly V[], makePublic: boolean): V[] {
  if (!makePublic) return versions.filter((v) => v.isPublic);
  if (hasPublicVersion(versions)) return [];
  const target = versions.find((v) => v.isActive) ?? versions[0];
  return target ? [target] : [];
}

/**
 * A demo URL exists only when a public version exists; otherwise 'Make version
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

/** Origin plus /demo/{versionId} */
export const demoUrlOf = (origin: string, versionId: string) => `${origin.replace(/\/+$/, '')}/demo/${encodeURIComponent(versionId)}`;

/** Quick test sessions are 'session-{timestamp}-{random}'. */
export function createSessionId(now: number = Date.now(), random: () => number = Math.random): string {
  return `session-${now}-${random().toString(36).slice(2, 11) || '0'}`;
}
