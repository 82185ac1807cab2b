import { sql } from 'drizzle-orm';
import type { MessagingChannel } from '../../../common/channels/index';
import { queryRows, type Db } from '../../db/client';
import { normalizePhone } from './phone';

export interface ChannelSighting {
  projectId: string;
  conversationId: string;
  channel: MessagingChannel;
  /** the channel's own id of the person: a phone number, a Telegram, Slack or Meta user id, an e-mail address */
  externalId: string;
  name: string | null;
  now: Date;
}

/** What a channel's id says about how to reach the person: SMS and WhatsApp a phone, e-mail an address. */
export function contactOf(channel: MessagingChannel, externalId: string): { email: string | null; phone: string | null } {
  if (channel === 'email') return { email: externalId.toLowerCase(), phone: null };
  if (channel === 'sms' || channel === 'whatsapp') return { email: null, phone: normalizePhone(externalId) };
  return { email: null, phone: null };
}

/**
 * The visitor a channel's id names in the project, linked to a conversation it just opened, in
 * one statement: the visitor the id already belongs to; else the verified visitor with the same
 * e-mail or phone (one profile, docs/decisions/0054); else a new visitor of the channel kind.
 * Runs once per conversation, when it is opened, not per message.
 */
export async function recordChannelVisitor(db: Db, s: ChannelSighting): Promise<string | null> {
  const { email, phone } = contactOf(s.channel, s.externalId);
  const now = s.now.toISOString();
  const display = `${s.channel}:${s.externalId}`.slice(0, 255);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`with known as (
          select visitor_id as id from visitor_channel_ids
          where project_id = ${s.projectId}::uuid and channel = ${s.channel} and external_id = ${s.externalId}
        ), same_contact as (
          select id from visitors
          where project_id = ${s.projectId}::uuid and kind = 'site' and verified and not exists (select 1 from known)
            and ((${email}::text is not null and lower(email) = ${email}::text) or (${phone}::text is not null and phone = ${phone}::text))
          order by last_seen_at desc limit 1
        ), created as (
          insert into visitors (project_id, kind, external_id, name, email, phone, verified, first_seen_at, last_seen_at)
          select ${s.projectId}::uuid, 'channel', ${display}, ${s.name}, ${email}, ${phone}, false, ${now}::timestamptz, ${now}::timestamptz
          where not exists (select 1 from known) and not exists (select 1 from same_contact)
          on conflict (project_id, kind, verified, external_id) do update set last_seen_at = excluded.last_seen_at
          returning id
        ), chosen as (
          select id from known union all select id from same_contact union all select id from created limit 1
        ), named as (
          insert into visitor_channel_ids (project_id, visitor_id, channel, external_id)
          select ${s.projectId}::uuid, id, ${s.channel}, ${s.externalId} from chosen where not exists (select 1 from known)
          on conflict (project_id, channel, external_id) do nothing
        ), seen as (
          update visitors set last_seen_at = greatest(last_seen_at, ${now}::timestamptz), name = coalesce(visitors.name, ${s.name})
          where id in (select id from known union all select id from same_contact)
        ), linked as (
          update conversations set visitor_id = (select id from chosen) where id = ${s.conversationId}::uuid and visitor_id is null
        )
        select id from chosen`,
  );
  return rows[0]?.id ?? null;
}
