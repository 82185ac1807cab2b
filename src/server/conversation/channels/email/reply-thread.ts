/** What an e-mail reply needs of the message it answers (channel_messages.meta). */
interface MailMeta {
  subject?: unknown;
  messageId?: unknown;
  references?: unknown;
}

const metaOf = (meta: unknown): MailMeta => (meta && typeof meta === 'object' ? (meta as MailMeta) : {});

/** "Re: " and the original subject, never "Re: Re: ". */
export function replySubject(meta: unknown): string {
  const subject = typeof metaOf(meta).subject === 'string' ? (metaOf(meta).subject as string).trim() : '';
  if (!subject) return 'Re: your message';
  return /^re\s*:/i.test(subject) ? subject : `Re: ${subject}`;
}

/** In-Reply-To the original's Message-ID; References its References and its Message-ID (RFC 5322 3.6.4). */
export function threadHeaders(meta: unknown): { inReplyTo?: string; references?: string[] } {
  const { messageId, references } = metaOf(meta);
  if (typeof messageId !== 'string' || !messageId) return {};
  const earlier = Array.isArray(references) ? references.filter((r): r is string => typeof r === 'string') : [];
  return { inReplyTo: messageId, references: [...earlier, messageId] };
}
