import { isIP } from 'node:net';
import { createTransport } from 'nodemailer';
import type { Config } from '../../../config';
import { hitRateLimit } from '../../../platform/rate-limit-store';
import { secretBox } from '../../../platform/secrets';
import type { StoredSendEmail } from '../tool-config-store';
import type { BuiltInToolType, ToolRunContext } from '../tool-type';
import { argumentValidator } from '../json-schema';
import { resolveSmtpAddress } from './smtp-address';

const SUBJECT_MAX = 200;
const BODY_MAX = 20000;
const CONNECT_TIMEOUT_MS = 10000;
/** Counts keyed by a conversation outlast it (an ended conversation takes no turn; idle ones end within the hour). */
const CONVERSATION_WINDOW_MS = 30 * 24 * 3600 * 1000;
/**
 * The Testing Console has no conversation: its session id is one per user, so there the count is
 * per agent and day, or a few console tests would switch e-mail off for that user for good.
 */
const SESSION_WINDOW_MS = 24 * 3600 * 1000;

/** One plain address: no display name, no list, no spaces or angle brackets that could smuggle a second one. */
const SINGLE_ADDRESS = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const ADDRESS_IN_TEXT = /[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

const PARAMETERS = {
  type: 'object',
  properties: {
    to: { type: 'string', format: 'email', maxLength: 254, description: 'one e-mail address' },
    subject: { type: 'string', minLength: 1, maxLength: SUBJECT_MAX, description: 'a single line' },
    body: { type: 'string', minLength: 1, maxLength: BODY_MAX, description: 'the message, plain text' },
  },
  required: ['to', 'subject', 'body'],
  additionalProperties: false,
};
const checkSchema = argumentValidator(PARAMETERS);

interface SmtpSettings {
  host: string;
  port: number;
  user?: string;
  /** opened only when sending */
  password: () => string | undefined;
  from: string;
  replyTo?: string;
}

/** The bare address of `a@b.c` or `Name <a@b.c>`; undefined when it is not one. */
function addressOrUndefined(value: string | undefined): string | undefined {
  const bare = (/<([^<>]+)>\s*$/.exec(value ?? '')?.[1] ?? value ?? '').trim();
  return SINGLE_ADDRESS.test(bare) ? bare : undefined;
}

/**
 * The agent's own mail server when it names one, else the instance's SMTP_*; null when there is
 * none or no sender address. On the instance's server the sender is the instance's (SMTP_FROM) and
 * the agent's address only the Reply-To, so one owner cannot send as anyone through it.
 */
function smtpSettings(config: StoredSendEmail | undefined, env: Config, secret: string): SmtpSettings | null {
  const ownHost = config?.smtpHost?.trim();
  if (ownHost) {
    const sealed = config?.smtpPasswordEnc;
    const user = config?.smtpUser || undefined;
    const from = config?.fromEmail || addressOrUndefined(user);
    if (!from) return null;
    return { host: ownHost, port: config?.smtpPort ?? 587, user, password: () => (sealed ? secretBox(secret).open(sealed) : undefined), from };
  }
  if (!env.SMTP_HOST) return null;
  const from = addressOrUndefined(env.SMTP_FROM) ?? addressOrUndefined(env.SMTP_USER);
  if (!from) return null;
  return { host: env.SMTP_HOST, port: env.SMTP_PORT, user: env.SMTP_USER, password: () => env.SMTP_PASSWORD, from, replyTo: config?.fromEmail || undefined };
}

/** Addresses the visitor gave: the page's userData.email and any address typed in their messages. */
function visitorAddresses(ctx: ToolRunContext): Set<string> {
  const found = new Set<string>();
  const given = ctx.userData?.email;
  if (typeof given === 'string') found.add(given.trim().toLowerCase());
  for (const message of ctx.visitorMessages) {
    for (const match of message.matchAll(ADDRESS_IN_TEXT)) found.add(match[0].replace(/\.+$/, '').toLowerCase());
  }
  return found;
}

function validateArguments(args: Record<string, unknown>): string | null {
  if (typeof args.subject === 'string' && /[\r\n]/.test(args.subject)) return 'The subject must be a single line: remove the line breaks.';
  if (typeof args.to === 'string' && !SINGLE_ADDRESS.test(args.to.trim())) return 'Give exactly one plain e-mail address in "to" (no name, list or separators).';
  return checkSchema(args);
}

/** What the model reads when the server fails: the reason, never a credential. */
function describeSmtpFailure(host: string, err: unknown): string {
  const code = (err as { code?: string }).code;
  if (code === 'EAUTH') return `The mail server ${host} rejected the login: check the SMTP user and password in the agent's Send Email settings.`;
  if (code === 'ETIMEDOUT' || code === 'ECONNECTION' || code === 'ESOCKET' || code === 'EDNS') {
    return `The mail server ${host} could not be reached (${err instanceof Error ? err.message : String(err)}).`;
  }
  return `The mail server ${host} did not accept the message: ${err instanceof Error ? err.message : String(err)}`;
}

/**
 * Sends a plain-text e-mail through SMTP to an address the owner allowed: a fixed recipient, or
 * the visitor's own address when the owner lets the agent write to it. So no visitor can turn an
 * agent into a mail relay; a few e-mails per conversation at most.
 */
export const sendEmailTool: BuiltInToolType = {
  id: 'send_email',
  enabledKey: 'sendEmail',
  build: (agent, ctx) => {
    const config = agent.toolConfigs.sendEmail;
    const smtp = smtpSettings(config, ctx.deps.config, ctx.deps.secret);
    const allowed = new Set((config?.allowedRecipients ?? []).map((a) => a.toLowerCase()));
    const allowVisitor = config?.allowVisitorEmail ?? false;
    if (!smtp || (allowed.size === 0 && !allowVisitor)) return null;
    const max = config?.maxPerConversation ?? 3;
    const whom = [...allowed].join(', ');
    const audience = [whom && `only to ${whom}`, allowVisitor && "to the visitor's own e-mail address when they gave it in this conversation"].filter(Boolean).join(', or ');
    return {
      name: 'send_email',
      description: `Send a plain-text e-mail ${audience}. At most ${max} e-mails per conversation.`,
      parameters: PARAMETERS,
      validate: validateArguments,
      execute: async (args) => {
        const to = String(args.to).trim();
        const lower = to.toLowerCase();
        if (!allowed.has(lower) && !(allowVisitor && visitorAddresses(ctx).has(lower))) {
          throw new Error(`${to} is not an allowed recipient. This agent may write ${audience}.`);
        }
        // an attempt counts even when the server then refuses it, so a failing server is not retried without end
        const byConversation = Boolean(ctx.conversationId);
        const key = byConversation ? `email:${ctx.conversationId}` : `email:${ctx.agentId}:${ctx.sessionId ?? 'anonymous'}`;
        const count = await hitRateLimit(ctx.deps.db, key, max, byConversation ? CONVERSATION_WINDOW_MS : SESSION_WINDOW_MS, ctx.deps.clock());
        if (!count.allowed) {
          const where = byConversation ? 'This conversation' : 'This session (no conversation) in the last 24 hours';
          throw new Error(`${where} already sent ${max} e-mail${max === 1 ? '' : 's'}, the most allowed; no more can be sent.`);
        }

        // connect to the very address the SSRF policy checked; the certificate is checked against the host's name
        const address = await resolveSmtpAddress(smtp.host, smtp.port, ctx.deps.config.privateUrlAccess);
        const servername = isIP(smtp.host) ? undefined : smtp.host;
        const password = smtp.password();
        const transport = createTransport({
          host: address,
          port: smtp.port,
          // 465 speaks TLS from the first byte; other ports upgrade with STARTTLS when the server offers it
          secure: smtp.port === 465,
          requireTLS: false,
          servername,
          tls: { rejectUnauthorized: true, servername },
          auth: smtp.user ? { user: smtp.user, pass: password ?? '' } : undefined,
          connectionTimeout: CONNECT_TIMEOUT_MS,
          greetingTimeout: CONNECT_TIMEOUT_MS,
          socketTimeout: CONNECT_TIMEOUT_MS + 5000,
          disableFileAccess: true,
          disableUrlAccess: true,
        });
        try {
          const info = await transport.sendMail({ from: { name: agent.name, address: smtp.from }, to, subject: String(args.subject), text: String(args.body), replyTo: smtp.replyTo });
          return { sent: true, to, messageId: info.messageId };
        } catch (err) {
          throw new Error(describeSmtpFailure(smtp.host, err));
        } finally {
          transport.close();
        }
      },
    };
  },
};
