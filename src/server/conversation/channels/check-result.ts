import type { ChannelCheckCode, ChannelCheckResult } from '../../../common/channels';

/** The English of each result (the web's deployments:checkResults holds every language); {{name}} is a parameter. */
const ENGLISH: Record<ChannelCheckCode, string> = {
  refused: '{{reason}}',
  telegramBot: 'Telegram knows the bot {{bot}}.',
  telegramChatId: 'Enter a chat id: digits, with a minus sign for a group.',
  telegramSent: '{{bot}} sent a test message to chat {{to}}.',
  metaAccount: '{{channel}} answers as “{{name}}”.',
  metaRecipient: '{{channel}} identifies people by a numeric ID (the sender ID of a message they sent); “{{to}}” is not one.',
  metaSent: '{{channel}} answers as “{{name}}”; a test message was sent to {{to}}.',
  slackWorkspace: 'Connected to the {{workspace}} workspace as @{{user}}.',
  slackSent: 'Connected to the {{workspace}} workspace as @{{user}}. A test message was sent to {{to}}.',
  emailSignedIn: 'Signed in to {{imapHost}} (IMAP) and {{smtpHost}} (SMTP).',
  emailSent: 'Signed in to {{imapHost}} (IMAP) and {{smtpHost}} (SMTP). A test e-mail was sent to {{to}}.',
};

/** A test's outcome as a code with its parameters, and the English sentence they make. */
export function checkResult(ok: boolean, code: ChannelCheckCode, params: Record<string, string> = {}): ChannelCheckResult {
  const detail = ENGLISH[code].replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => params[name] ?? '');
  return { ok, code, params, detail };
}
