import { useTranslation } from 'react-i18next';
import type { PersonMessage } from '@common/conversations';
import { MarkdownView } from '@common/markdown-view';
import { useFormatDate } from './use-format-date';

/** A message said while a person answered instead of the agent, or a joined / left notice. */
export function PersonMessageItem({ message }: { message: PersonMessage }) {
  const { t } = useTranslation('conversations');
  const formatDate = useFormatDate();
  if (message.role === 'notice') {
    return (
      <li className="self-center rounded-full bg-accent px-3 py-1 text-center text-xs text-accent-foreground" data-testid="transcript-notice">
        {message.text} · <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
      </li>
    );
  }
  const visitor = message.role === 'visitor';
  return (
    <li className={`flex flex-col gap-1 ${visitor ? 'items-end' : 'items-start'}`} data-testid="transcript-person-message" data-role={message.role}>
      {visitor ? (
        <div className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-sm bg-primary px-4 py-2 text-sm text-primary-foreground">{message.text}</div>
      ) : (
        // the visitor saw the team's reply as Markdown
        <div className="max-w-[85%] rounded-2xl rounded-bl-sm border bg-background px-4 py-2 text-sm">
          <MarkdownView text={message.text} />
        </div>
      )}
      <time dateTime={message.createdAt} className="text-xs text-muted-foreground">
        {visitor ? t('transcript.visitor') : t('transcript.person', { name: message.author ?? t('transcript.teamMember') })} · {formatDate(message.createdAt)}
      </time>
    </li>
  );
}
