import type { ChannelCheckResult, ChannelStatus, ChannelsView, MessagingChannel } from '../../../common/channels';
import type { AppDeps } from '../../platform/deps';
import { badGateway, badRequest, conflict, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/session';
import { requireAgent } from '../../authoring/agents/index';
import { assertPremium } from '../../accounts/billing/index';
import { requireProjectOwnerPlan } from '../../accounts/projects/index';
import type { ChannelDefinition } from './channel-definition';
import { checkResult } from './check-result';
import { deleteChannelConfig, findChannelConfig, listChannelConfigs, recordChannelError, routeTakenByOther, upsertChannelConfig, type ChannelConfigRow } from './queries';
import { channelDefinition, channelDefinitions } from './registry';
import { forgetChannelRoutes } from './route-cache';
import { openSecrets, sealSecrets } from './secrets';
import { ChannelSendError } from './send-error';

const iso = (d: Date | null) => d?.toISOString() ?? null;

function statusOf(row: ChannelConfigRow | undefined, configured: boolean): ChannelStatus {
  const lastMessageAt = row?.lastMessageAt ?? null;
  const lastErrorAt = row?.lastErrorAt ?? null;
  const failing = lastErrorAt !== null && (lastMessageAt === null || lastErrorAt >= lastMessageAt);
  return {
    state: !configured ? 'not_configured' : failing ? 'error' : 'connected',
    lastMessageAt: iso(lastMessageAt),
    lastError: row?.lastError ?? null,
    lastErrorAt: iso(lastErrorAt),
  };
}

function viewOf(deps: AppDeps, definition: ChannelDefinition, origin: string, row: ChannelConfigRow | undefined): unknown {
  const secrets = row ? openSecrets(deps, row.secretsEnc) : {};
  const configured = row ? definition.isConfigured(row, secrets) : false;
  const webhookUrl = definition.hasWebhook ? `${origin}/webhook/${definition.kind}` : null;
  return definition.toView(row, secrets, { webhookUrl, configured, status: statusOf(row, configured) });
}

export async function getChannels(deps: AppDeps, user: SessionUser, agentId: string, origin: string): Promise<ChannelsView> {
  const { row } = await requireAgent(deps, user, agentId, 'view');
  const stored = await listChannelConfigs(deps.db, row.id);
  const views = channelDefinitions().map((definition) => [definition.kind, viewOf(deps, definition, origin, stored.find((s) => s.channel === definition.kind))]);
  return Object.fromEntries(views) as ChannelsView;
}

/** Messaging channels are Premium (the plan table: 'all deployment channels'). */
async function requireChannelEditor(deps: AppDeps, user: SessionUser, agentId: string) {
  const { row } = await requireAgent(deps, user, agentId, 'build');
  await assertPremium(deps, await requireProjectOwnerPlan(deps, row.projectId));
  return row;
}

/** Saves a channel's settings; a channel that registers itself with its provider does so first (502 with the provider's reason). */
export async function saveChannel(deps: AppDeps, user: SessionUser, agentId: string, kind: MessagingChannel, body: unknown, origin: string): Promise<unknown> {
  const definition = channelDefinition(kind);
  const agent = await requireChannelEditor(deps, user, agentId);
  const current = await findChannelConfig(deps.db, agent.id, kind);
  const prepared = await definition.prepare(deps, body, openSecrets(deps, current?.secretsEnc ?? null), { agentId: agent.id, origin });
  if (await routeTakenByOther(deps.db, kind, prepared.routeKey, agent.id)) throw conflict(`${prepared.routeLabel} already answers for another agent. Disconnect it there first.`);
  const values = {
    agentId: agent.id,
    channel: kind,
    routeKey: prepared.routeKey,
    settings: prepared.settings,
    secretsEnc: sealSecrets(deps, prepared.secrets),
    secretHint: prepared.secretHint,
    verifyHash: prepared.verifyHash ?? null,
  };
  if (definition.connect) {
    const draft = { ...(current ?? ({} as ChannelConfigRow)), ...values };
    try {
      await definition.connect(deps, { config: draft, secrets: prepared.secrets }, origin);
    } catch (err) {
      if (err instanceof ChannelSendError) throw badGateway(`${err.message} Nothing was saved.`);
      throw err;
    }
  }
  const saved = await upsertChannelConfig(deps.db, values, deps.clock());
  forgetChannelRoutes(deps);
  // another account (a different Telegram bot) replaced the old one: its registration is undone as on a disconnect
  if (current && current.routeKey !== prepared.routeKey) await undoConnect(deps, definition, current);
  return viewOf(deps, definition, origin, saved);
}

/** Tells the provider to forget a config's registration; a refusal (a revoked token) never blocks the owner. */
async function undoConnect(deps: AppDeps, definition: ReturnType<typeof channelDefinition>, config: ChannelConfigRow): Promise<void> {
  if (!definition.disconnect) return;
  await definition.disconnect(deps, { config, secrets: openSecrets(deps, config.secretsEnc) }).catch((err: unknown) => {
    if (!(err instanceof ChannelSendError)) throw err;
  });
}

/** Disconnects the channel: the provider is told when the channel registered itself, then its settings and secrets are deleted. */
export async function disconnectChannel(deps: AppDeps, user: SessionUser, agentId: string, kind: MessagingChannel): Promise<void> {
  const { row } = await requireAgent(deps, user, agentId, 'build');
  const definition = channelDefinition(kind);
  const current = await findChannelConfig(deps.db, row.id, kind);
  if (!current) throw notFound('Channel');
  // the settings go anyway: an owner must always be able to disconnect (a revoked token cannot unregister)
  await undoConnect(deps, definition, current);
  await deleteChannelConfig(deps.db, row.id, kind);
  forgetChannelRoutes(deps);
}

/** "Send a test message": the provider asked with the stored settings; a failure is recorded as the channel's last error. */
export async function checkChannel(deps: AppDeps, user: SessionUser, agentId: string, kind: MessagingChannel, to: string | undefined): Promise<ChannelCheckResult> {
  const agent = await requireChannelEditor(deps, user, agentId);
  const definition = channelDefinition(kind);
  if (!definition.check) throw badRequest(`channel: ${definition.label} has no test message`);
  const current = await findChannelConfig(deps.db, agent.id, kind);
  const secrets = current ? openSecrets(deps, current.secretsEnc) : {};
  if (!current || !definition.isConfigured(current, secrets)) throw badRequest(`channel: ${definition.label} is not configured yet`);
  try {
    return await definition.check(deps, { config: current, secrets }, to);
  } catch (err) {
    if (!(err instanceof ChannelSendError)) throw err;
    await recordChannelError(deps.db, current.id, err.message, deps.clock());
    return checkResult(false, 'refused', { reason: err.message });
  }
}
