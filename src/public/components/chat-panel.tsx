import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Translate } from '../i18n';
import { latestAnnouncement } from '../lib/announcement';
import { MESSAGE_MAX } from '../lib/limits';
import type { ChatController } from '../lib/use-chat';
import { PageButton } from './page-button';
import { FlagIcon, RefreshIcon, SendIcon } from './icons';
import { MessageBubble, TypingIndicator } from './message-bubble';
import { Starters } from './starters';

interface ChatPanelProps {
  chat: ChatController;
  t: Translate;
  header: ReactNode;
  /** the assistant message added by Finalizar */
  closingText: string;
  /** 'chat': a manual end replaces the input with the ended notice; 'demo': it only disables it */
  mode: 'chat' | 'demo';
  /** the version's suggested first questions: offered until the visitor writes */
  starters?: string[];
  className?: string;
}

export function ChatPanel({ chat, t, header, closingText, mode, starters = [], className = '' }: ChatPanelProps) {
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const last = chat.messages[chat.messages.length - 1];
  const waitingForFirstWord = chat.pending && last?.role === 'assistant' && last.content === '';

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [chat.messages, chat.pending]);

  const submit = () => {
    if (chat.send(draft)) setDraft('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  const ended = chat.endedBy !== null;
  const byAssistant = chat.endedBy === 'assistant';
  const showEndedNotice = mode === 'chat' && chat.endedBy === 'visitor';
  const announcement = latestAnnouncement(chat.messages, chat.pending, t);
  const offerStarters = starters.length > 0 && !ended && !chat.messages.some((m) => m.role === 'user');

  return (
    <section className={`flex min-h-0 flex-col overflow-hidden bg-card ${className}`} data-testid="chat-panel">
      {header}
      {/* the list is not live itself (a streamed reply would be read word by word): finished messages are announced once below */}
      <div ref={listRef} className="min-h-0 flex-1 space-y-3 overflow-y-auto px-4 py-4 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset" role="region" aria-label={t('messageList')} tabIndex={0}>
        {chat.messages.map((m) => (m === last && waitingForFirstWord ? null : <MessageBubble key={m.id} message={m} t={t} rate={chat.rate} />))}
        {waitingForFirstWord && <TypingIndicator t={t} />}
        {offerStarters && <Starters starters={starters} disabled={chat.pending} onPick={(text) => chat.send(text)} t={t} />}
      </div>
      <div className="sr-only" aria-live="polite" aria-atomic="false" data-testid="chat-announcer">
        {announcement && <p key={announcement.id}>{announcement.text}</p>}
      </div>
      {showEndedNotice ? (
        <div className="flex flex-col items-center gap-2 border-t px-4 py-4 text-center" data-testid="chat-ended">
          <p className="text-sm text-muted-foreground">{t('conversationEnded')}</p>
          <PageButton onClick={() => window.location.reload()}>
            <RefreshIcon />
            {t('newConversation')}
          </PageButton>
        </div>
      ) : (
        <div className="border-t px-3 py-3">
          <div className="flex items-end gap-2">
            <textarea
              rows={1}
              value={draft}
              maxLength={MESSAGE_MAX}
              disabled={ended}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={onKeyDown}
              placeholder={t('placeholder')}
              aria-label={t('placeholder')}
              className="max-h-32 min-h-9 flex-1 resize-none rounded-md border border-input bg-background px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60"
            />
            <PageButton onClick={submit} disabled={ended || chat.pending || draft.trim() === ''} aria-label={t('send')}>
              <SendIcon />
              <span className="hidden sm:inline">{t('send')}</span>
            </PageButton>
            <span title={byAssistant ? t('endedByAssistant') : undefined}>
              <PageButton variant="outline" onClick={() => chat.end(closingText)} disabled={ended || chat.pending} aria-label={ended ? undefined : t('endLabel')} data-testid="chat-end">
                <FlagIcon />
                {ended ? t('ended') : t('end')}
              </PageButton>
            </span>
          </div>
          {byAssistant && (
            <p className="mt-2 text-xs text-muted-foreground" data-testid="chat-ended-by-assistant">
              {t('endedByAssistant')}{' '}
              <button type="button" className="font-medium text-primary underline underline-offset-2" onClick={() => window.location.reload()}>
                {mode === 'demo' ? t('newDemo') : t('newConversation')}
              </button>
            </p>
          )}
        </div>
      )}
    </section>
  );
}
