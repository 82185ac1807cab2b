import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';
import { readTestChatSource } from '../../lib/test-chat-source';

export function ChannelBadges({ channel, isTest, sessionId }: { channel: string; isTest: boolean; sessionId: string }) {
  const { t } = useTranslation('conversations');
  const label = channel === 'test' ? t(`testSources.${readTestChatSource(sessionId)}`) : t(`channels.${channel}`, { defaultValue: channel });
  return (
    <span className="flex flex-wrap items-center gap-1">
      <Badge variant="secondary" className="whitespace-nowrap" data-testid="conversation-channel">
        {label}
      </Badge>
      {isTest && (
        <Badge variant="warning" title={t('testHint')}>
          {t('test')}
        </Badge>
      )}
    </span>
  );
}
