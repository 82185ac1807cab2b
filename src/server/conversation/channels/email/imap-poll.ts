import { createHash } from 'node:crypto';
import type { AppDeps } from '../../../platform/deps';
import type { OpenChannel } from '../channel-definition';
import { acceptInbound } from '../inbound';
import { ChannelSendError } from '../send-error';
import { imapServer, type EmailSettings } from './email-settings';
import { closeImap, describeImapFailure, openImap } from './imap-connection';
import { decideOnMail } from './inbound-mail';

/** a poll reads at most this many new messages; the rest wait for the next one */
const BATCH = 50;
/** a larger message is not downloaded: it is read as an unsupported message */
const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

/** Where the last poll stopped in a mailbox; a cursor of another mailbox (or UIDVALIDITY) is ignored. */
interface MailCursor {
  mailbox: string;
  uidValidity: string;
  uid: number;
}

const mailboxKey = (s: EmailSettings) => `${s.imapUser}@${s.imapHost}:${s.imapPort}/${s.mailbox}`;

/**
 * The provider id of a mail: its Message-ID, per config (the same mail sent to two agents is
 * answered by both), hashed when it would not fit the column.
 */
function providerIdOf(configId: string, messageId: string): string {
  const id = `${configId}:${messageId}`;
  return id.length <= 128 ? id : `${configId}:sha256:${createHash('sha256').update(messageId).digest('hex')}`;
}

/**
 * Reads the mailbox's unseen messages past the cursor: each one answerable is stored for a
 * durable reply (once per Message-ID, across restarts), then marked \Seen; auto-replies, bulk
 * mail and the agent's own are left as they are. Answers the new cursor.
 */
export async function pollMailbox(deps: AppDeps, channel: OpenChannel, settings: EmailSettings, stored: unknown): Promise<MailCursor | null> {
  const server = imapServer(settings, channel.secrets);
  const client = await openImap(deps, server);
  try {
    const lock = await client.getMailboxLock(settings.mailbox).catch((err: unknown) => {
      throw describeImapFailure(server, err);
    });
    try {
      const uidValidity = String(client.mailbox ? client.mailbox.uidValidity : '');
      const previous = stored as Partial<MailCursor> | null;
      const after = previous?.mailbox === mailboxKey(settings) && previous.uidValidity === uidValidity && typeof previous.uid === 'number' ? previous.uid : 0;
      const found = await client.search({ seen: false, ...(after > 0 ? { uid: `${after + 1}:*` } : {}) }, { uid: true });
      // `n:*` names the last message even below n
      const uids = (found || [])
        .filter((uid) => uid > after)
        .sort((a, b) => a - b)
        .slice(0, BATCH);
      let last = after;
      for (const uid of uids) {
        await readOne(deps, channel, settings, client, uid, uidValidity);
        last = uid;
      }
      return { mailbox: mailboxKey(settings), uidValidity, uid: last };
    } catch (err) {
      if (err instanceof ChannelSendError) throw err;
      throw describeImapFailure(server, err);
    } finally {
      lock.release();
    }
  } finally {
    await closeImap(client);
  }
}

async function readOne(deps: AppDeps, { config }: OpenChannel, settings: EmailSettings, client: Awaited<ReturnType<typeof openImap>>, uid: number, uidValidity: string) {
  const fetched = await client.fetchOne(String(uid), { uid: true, size: true, source: { maxLength: MAX_MESSAGE_BYTES } }, { uid: true });
  if (!fetched || !fetched.source) return;
  const { simpleParser } = await import('mailparser');
  const mail = await simpleParser(fetched.source, { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true });
  const decision = decideOnMail(mail, settings.address, `<${uidValidity}.${uid}@${settings.imapHost}>`);
  if (!decision.answer) return;
  const hasText = decision.body !== '';
  await acceptInbound(deps, {
    configId: config.id,
    channel: 'email',
    providerMessageId: providerIdOf(config.id, decision.messageId),
    sender: decision.sender,
    kind: hasText ? 'text' : 'unsupported',
    body: hasText ? decision.body : null,
    meta: { subject: decision.subject, messageId: decision.messageId, references: decision.references },
  });
  // after it is stored: a crash in between reads it again, and the Message-ID keeps it answered once
  await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
}
