import type { Translate } from '../i18n';
import type { ChatMessage } from './chat-types';
import { markdownToPlainText } from '@common/markdown';

/** A reply as a screen reader should hear it: the Markdown's words without its marks. */
export const spokenText = (markdown: string): string => markdownToPlainText(markdown, '. ');

/**
 * What the chat's polite live region says: the newest message from the other side once it is
 * complete (a streamed reply only when it has ended), named by who wrote it. The greeting is the
 * page's own text and is read with the page, so it is not announced.
 */
export function latestAnnouncement(messages: ChatMessage[], pending: boolean, t: Translate): { id: string; text: string } | null {
  const last = messages[messages.length - 1];
  if (!last || last.role !== 'assistant' || last.content === '' || (last.local && !last.notice && messages.length === 1)) return null;
  if (pending && !last.fromPerson && !last.notice) return null;
  const speaker = last.notice ? '' : `${last.fromPerson ? t('teamMember') : t('assistant')}: `;
  return { id: last.id, text: `${speaker}${spokenText(last.content)}` };
}
