import type { ChannelStatus, ChannelsView, MessagingChannel, SaveSmsBody, SaveWhatsappBody, SmsChannelView, WhatsappChannelView } from '../../../common/channels';
import { sha256 } from '../../platform/crypto';
import type { AppDeps } from '../../platform/deps';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/session';
import { requireAgent } from '../../authoring/agents/index';
import { assertPremium } from '../../accounts/billing/index';
import { requireProjectOwnerPlan } from '../../accounts/projects/index';
import { deleteChannelConfig, findChannelConfig, listChannelConfigs, routeTakenByOther, upsertChannelConfig, type ChannelConfigRow } from './queries';
import { forgetChannelRoutes } from './route-cache';
import { openSecrets, sealSecrets, secretHint, type SmsSecrets, type WhatsappSecrets } from './secrets';

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

function smsView(deps: AppDeps, origin: string, row: ChannelConfigRow | undefined): SmsChannelView {
  const secrets = row ? openSecrets<SmsSecrets>(deps, row.secretsEnc) : {};
  const accountSid = (row?.settings as { accountSid?: string } | undefined)?.accountSid ?? null;
  const configured = Boolean(row?.routeKey && accountSid && secrets.authToken);
  return { accountSid, phoneNumber: row?.routeKey ?? null, authTokenHint: row?.secretHint ?? null, webhookUrl: `${origin}/webhook/sms`, configured, status: statusOf(row, configured) };
}

function whatsappView(deps: AppDeps, origin: string, row: ChannelConfigRow | undefined): WhatsappChannelView {
  const secrets = row ? openSecrets<WhatsappSecrets>(deps, row.secretsEnc) : {};
  const configured = Boolean(row?.routeKey && secrets.accessToken && secrets.appSecret && secrets.verifyToken);
  return {
    phoneNumberId: row?.routeKey ?? null,
    accessTokenHint: row?.secretHint ?? null,
    appSecretSet: Boolean(secrets.appSecret),
    verifyTokenSet: Boolean(secrets.verifyToken),
    webhookUrl: `${origin}/webhook/whatsapp`,
    configured,
    status: statusOf(row, configured),
  };
}

export async function getChannels(deps: AppDeps, user: SessionUser, agentId: string, origin: string): Promise<ChannelsView> {
  const { row } = await requireAgent(deps, user, agentId, 'view');
  const stored = await listChannelConfigs(deps.db, row.id);
  return { sms: smsView(deps, origin, stored.find((s) => s.channel === 'sms')), whatsapp: whatsappView(deps, origin, stored.find((s) => s.channel === 'whatsapp')) };
}

/** SMS and WhatsApp are Premium channels (the plan table: 'all deployment channels'). */
async function requireChannelEditor(deps: AppDeps, user: SessionUser, agentId: string) {
  const { row } = await requireAgent(deps, user, agentId, 'build');
  await assertPremium(deps, await requireProjectOwnerPlan(deps, row.projectId));
  return row;
}

async function assertRouteFree(deps: AppDeps, channel: MessagingChannel, routeKey: string, agentId: string, what: string): Promise<void> {
  if (await routeTakenByOther(deps.db, channel, routeKey, agentId)) throw conflict(`${what} already answers for another agent. Disconnect it there first.`);
}

/** A secret left empty keeps the stored one; with none stored it is required. */
function secretOrStored(given: string | undefined, stored: string | undefined, field: string): string {
  const value = given?.trim() || stored;
  if (!value) throw badRequest(`${field}: required (nothing is stored yet)`);
  return value;
}

export async function saveSms(deps: AppDeps, user: SessionUser, agentId: string, body: SaveSmsBody, origin: string): Promise<SmsChannelView> {
  const agent = await requireChannelEditor(deps, user, agentId);
  const current = await findChannelConfig(deps.db, agent.id, 'sms');
  const stored = openSecrets<SmsSecrets>(deps, current?.secretsEnc ?? null);
  const authToken = secretOrStored(body.authToken, stored.authToken, 'authToken');
  const phoneNumber = body.phoneNumber.trim();
  await assertRouteFree(deps, 'sms', phoneNumber, agent.id, `The number ${phoneNumber}`);
  const saved = await upsertChannelConfig(
    deps.db,
    { agentId: agent.id, channel: 'sms', routeKey: phoneNumber, settings: { accountSid: body.accountSid.trim() }, secretsEnc: sealSecrets(deps, { authToken }), secretHint: secretHint(authToken), verifyHash: null },
    deps.clock(),
  );
  forgetChannelRoutes(deps);
  return smsView(deps, origin, saved);
}

export async function saveWhatsapp(deps: AppDeps, user: SessionUser, agentId: string, body: SaveWhatsappBody, origin: string): Promise<WhatsappChannelView> {
  const agent = await requireChannelEditor(deps, user, agentId);
  const current = await findChannelConfig(deps.db, agent.id, 'whatsapp');
  const stored = openSecrets<WhatsappSecrets>(deps, current?.secretsEnc ?? null);
  const secrets: WhatsappSecrets = {
    accessToken: secretOrStored(body.accessToken, stored.accessToken, 'accessToken'),
    appSecret: secretOrStored(body.appSecret, stored.appSecret, 'appSecret'),
    verifyToken: secretOrStored(body.verifyToken, stored.verifyToken, 'verifyToken'),
  };
  const phoneNumberId = body.phoneNumberId.trim();
  await assertRouteFree(deps, 'whatsapp', phoneNumberId, agent.id, `The phone number ID ${phoneNumberId}`);
  const saved = await upsertChannelConfig(
    deps.db,
    { agentId: agent.id, channel: 'whatsapp', routeKey: phoneNumberId, settings: {}, secretsEnc: sealSecrets(deps, secrets), secretHint: secretHint(secrets.accessToken), verifyHash: sha256(secrets.verifyToken) },
    deps.clock(),
  );
  forgetChannelRoutes(deps);
  return whatsappView(deps, origin, saved);
}

/** Disconnects the channel: its settings and secrets are deleted, inbound messages are no longer answered. */
export async function disconnectChannel(deps: AppDeps, user: SessionUser, agentId: string, channel: MessagingChannel): Promise<void> {
  const { row } = await requireAgent(deps, user, agentId, 'build');
  if (!(await deleteChannelConfig(deps.db, row.id, channel))) throw notFound('Channel');
  forgetChannelRoutes(deps);
}
