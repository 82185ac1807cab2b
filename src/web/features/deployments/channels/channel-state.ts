import type { AgentVersion } from '@common/versions';
import type { ChannelStatus } from '@common/channels';

export type ChannelState = 'live' | 'notPublished' | 'hidden' | 'noActiveVersion' | 'connected' | 'error' | 'notConfigured';

/** The embed code points at the active public version, else the newest public one (server rule). */
export function widgetChannelState(versions: AgentVersion[]): ChannelState {
  if (versions.length === 0) return 'notPublished';
  return versions.some((v) => v.isPublic) ? 'live' : 'hidden';
}

/** POST /api/agents/{id}/run serves the active version, public or not. */
export function apiChannelState(versions: AgentVersion[]): ChannelState {
  return versions.some((v) => v.isActive) ? 'live' : 'noActiveVersion';
}

const MESSAGING_STATES = { connected: 'connected', error: 'error', not_configured: 'notConfigured' } as const;

/**
 * SMS and WhatsApp: the server's own verdict (a configured channel is connected until a delivery
 * fails), except that a connected channel cannot answer while the agent has no active version.
 */
export function messagingChannelState(view: { status: ChannelStatus } | undefined, versions: AgentVersion[]): ChannelState {
  const state = view ? MESSAGING_STATES[view.status.state] : 'notConfigured';
  return state === 'connected' && !versions.some((v) => v.isActive) ? 'noActiveVersion' : state;
}
