import type { AgentVersion } from '@common/versions';
import type { ChannelSettings } from '../api/channel-types';

export type ChannelState = 'live' | 'hidden' | 'noActiveVersion' | 'configured' | 'notConfigured';

/** The widget and the chat page serve public versions; the embed code points at the active one. */
export function widgetChannelState(versions: AgentVersion[]): ChannelState {
  const active = versions.find((v) => v.isActive);
  if (!active) return 'noActiveVersion';
  return active.isPublic ? 'live' : 'hidden';
}

/** POST /api/agents/{id}/run serves the active version, public or not. */
export function apiChannelState(versions: AgentVersion[]): ChannelState {
  return versions.some((v) => v.isActive) ? 'live' : 'noActiveVersion';
}

export function messagingChannelState(settings: ChannelSettings | undefined): ChannelState {
  return settings?.configured ? 'configured' : 'notConfigured';
}
