import { MESSAGING_CHANNELS, type ChannelSettings, type ChannelsView, type DeploymentStats, type MessagingChannel } from '../../../common/chat';
import { deriveKey, encrypt } from '../../platform/crypto';
import type { AppDeps } from '../../platform/deps';
import type { SessionUser } from '../../platform/session';
import { requireAgent } from '../agents/service';
import { assertPremium } from '../billing/service';
import { requireProjectOwnerPlan } from '../projects/service';
import { agentDeploymentFigures, listChannelConfigs, upsertChannelConfig, type ChannelConfigRow } from './queries';

/** Kept for the inbound-message webhooks, which will decrypt it to reply through the provider. */
export const CHANNEL_SECRET_PURPOSE = 'channel-secrets';
const DAY_MS = 86_400_000;

function toSettings(origin: string, channel: MessagingChannel, row: ChannelConfigRow | undefined): ChannelSettings {
  const phoneNumber = row?.phoneNumber ?? null;
  const apiKeyHint = row?.apiKeyHint ?? null;
  return { phoneNumber, apiKeyHint, webhookUrl: `${origin}/webhook/${channel}`, configured: Boolean(phoneNumber && row?.apiKeyEnc) };
}

export async function getChannels(deps: AppDeps, user: SessionUser, agentId: string, origin: string): Promise<ChannelsView> {
  const { row } = await requireAgent(deps, user, agentId, 'view');
  const stored = await listChannelConfigs(deps.db, row.id);
  const [sms, whatsapp] = MESSAGING_CHANNELS.map((c) => toSettings(origin, c, stored.find((s) => s.channel === c)));
  return { sms, whatsapp };
}

/** SMS and WhatsApp are Premium channels (the plan table: 'all deployment channels'). */
export async function saveChannel(
  deps: AppDeps,
  user: SessionUser,
  agentId: string,
  channel: MessagingChannel,
  body: { phoneNumber: string; apiKey?: string },
  origin: string,
): Promise<ChannelSettings> {
  const { row } = await requireAgent(deps, user, agentId, 'build');
  await assertPremium(deps, await requireProjectOwnerPlan(deps, row.projectId));
  const apiKey = body.apiKey?.trim() ?? '';
  const saved = await upsertChannelConfig(
    deps.db,
    {
      agentId: row.id,
      channel,
      phoneNumber: body.phoneNumber || null,
      apiKeyEnc: apiKey ? encrypt(deriveKey(deps.secret, CHANNEL_SECRET_PURPOSE), apiKey) : null,
      apiKeyHint: apiKey ? `…${apiKey.slice(-4)}` : null,
    },
    deps.clock(),
  );
  return toSettings(origin, channel, saved);
}

export async function getDeploymentStats(deps: AppDeps, user: SessionUser, agentId: string): Promise<DeploymentStats> {
  const { row } = await requireAgent(deps, user, agentId, 'view');
  const now = deps.clock();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(today - 6 * DAY_MS);
  const figures = await agentDeploymentFigures(deps.db, row.id, since);

  const byChannel: DeploymentStats['byChannel'] = {};
  const entry = (channel: string) => (byChannel[channel] ??= { conversations: 0, turns: 0, errors: 0, limited: 0 });
  for (const r of figures.runs) Object.assign(entry(r.channel), { turns: r.turns, errors: r.errors, limited: r.limited });
  for (const c of figures.conversations) entry(c.channel).conversations = c.count;

  const answered = figures.runs.reduce((n, r) => n + r.answered, 0);
  const latencySum = figures.runs.reduce((n, r) => n + r.latencySum, 0);
  const last7Days = Array.from({ length: 7 }, (_, i) => {
    const date = new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    return { date, turns: figures.days.get(date) ?? 0 };
  });
  return {
    byChannel,
    totalConversations: figures.conversations.reduce((n, c) => n + c.count, 0),
    totalTurns: figures.runs.reduce((n, r) => n + r.turns, 0),
    avgLatency: answered ? Math.round(latencySum / answered) : null,
    last7Days,
  };
}
