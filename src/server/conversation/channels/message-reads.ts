import { GroupWriter } from '../../platform/group-writer';
import type { AppDeps } from '../../platform/deps';
import { perApp } from '../../platform/per-app';
import { findChannelMessages } from './queries';
import type { ChannelMessageRow } from './queries';

const reader = perApp((deps) => new GroupWriter((ids: string[]) => findChannelMessages(deps.db, ids)));

/** The inbound message a reply job answers; the jobs a worker starts together read theirs in one query. */
export async function readChannelMessage(deps: AppDeps, id: string): Promise<ChannelMessageRow | null> {
  return (await reader(deps).write(id)).get(id) ?? null;
}
