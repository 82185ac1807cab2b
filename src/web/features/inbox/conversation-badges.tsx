import { useTranslation } from 'react-i18next';
import type { InboxConversation } from '@common/inbox';
import { Badge } from '../../components/ui/badge';
import { readTestChatSource } from '../../lib/test-chat-source';

/** The channel (named as the Conversations screen names it) and who answers: the assistant, nobody yet, or a person. */
export function ConversationBadges({ conversation, userId }: { conversation: InboxConversation; userId: string }) {
  const { t } = useTranslation('inbox');
  const { channel, handoff, operator, sessionId } = conversation;
  const state =
    handoff === 'requested'
      ? t('state.requested')
      : handoff === 'human'
        ? operator?.id === userId
          ? t('state.humanYou')
          : t('state.human', { name: operator?.name || t('thread.operator') })
        : t('state.bot');
  return (
    <span className="flex flex-wrap items-center gap-1">
      <Badge variant="outline" className="whitespace-nowrap font-medium" data-testid="inbox-channel">
        {channel === 'test'
          ? t(`testSources.${readTestChatSource(sessionId)}`, { ns: 'conversations' })
          : t(`channels.${channel}`, { ns: 'conversations', defaultValue: channel })}
      </Badge>
      <Badge
        variant={handoff === 'requested' ? 'warning' : handoff === 'human' ? 'success' : 'secondary'}
        className="whitespace-nowrap"
        data-testid="inbox-state"
        data-state={handoff}
      >
        {state}
      </Badge>
    </span>
  );
}
