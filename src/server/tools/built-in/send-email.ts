import { hitRateLimit } from '../../platform/rate-limit-store';
import type { BuiltInToolType, ToolRunContext } from '../tool-type';
import { argumentValidator } from '../json-schema';
import { sendSmtp } from '../../platform/mail/send-smtp';
import { SINGLE_ADDRESS } from '../../platform/mail/smtp-settings';
import { smtpSettingsFor } from './agent-smtp';

const SUBJECT_MAX = 200;
const BODY_MAX = 20000;
/** Counts keyed by a conversation outlast it (an ended conversation takes no turn; idle ones end within the hour). */
const CONVERSATION_WINDOW_MS = 30 * 24 * 3600 * 1000;
/**
 * The Testing Console has no conversation: its session id is one per user, so there the count is
 * per agent and day, or a few console tests would switch e-mail off for that user for good.
 */
const SESSION_WINDOW_MS = 24 * 3600 * 1000;

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
    const smtp = smtpSettingsFor(config, ctx.instanceSmtp, ctx.deps.secret);
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

        const sent = await sendSmtp(smtp, ctx.deps.config.privateUrlAccess, { fromName: agent.name, to, subject: String(args.subject), text: String(args.body) });
        return { sent: true, to, messageId: sent.messageId };
      },
    };
  },
};
