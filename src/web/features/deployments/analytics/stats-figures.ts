import type { DeploymentStats } from '@common/chat';

type ChannelStats = DeploymentStats['byChannel'][string];

export interface ChannelRow extends ChannelStats {
  channel: string;
}

/** Channels with any traffic, busiest first. */
export function channelRows(stats: DeploymentStats): ChannelRow[] {
  return Object.entries(stats.byChannel)
    .map(([channel, figures]) => ({ channel, ...figures }))
    .filter((row) => row.turns > 0 || row.conversations > 0)
    .sort((a, b) => b.turns - a.turns || a.channel.localeCompare(b.channel));
}

export function totalsOf(rows: ChannelRow[]): { errors: number; limited: number } {
  return rows.reduce((sum, row) => ({ errors: sum.errors + row.errors, limited: sum.limited + row.limited }), { errors: 0, limited: 0 });
}

/** Bar lengths as a share of the busiest day (0 to 1). */
export function dayShares(days: { turns: number }[]): number[] {
  const max = Math.max(0, ...days.map((d) => d.turns));
  return days.map((d) => (max === 0 ? 0 : d.turns / max));
}
