import type { AgentVersion } from '@common/versions';
import type { ChannelSettings } from '@common/chat';

export type ChannelState = 'live' | 'notPublished' | 'hidden' | 'noActiveVersion' | 'configured' | 'notConfigured';

/** The embed code points at the active public version, else the newest public one (server rule). */
export function widgetChannelState(versions: AgentVersion[]): ChannelState {
  if (versions.length === 0) return 'notPublished';
  return versions.some((v) => v.isPublic) ? 'live' : 'hidden';
}

/** POST /api/agents/{id}/run serves the active version, public or not. */
export function apiChannelState(versions: AgentVersion[]): ChannelState {
  return versions.some((v) => v.isActive) ? 'live' : 'noActiveVersion';
}

export function messagingChannelState(settings: ChannelSettings | undefined): ChannelState {
  return settings?.configured ? 'configured' : 'notConfigured';
}
