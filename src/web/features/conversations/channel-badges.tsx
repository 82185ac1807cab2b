import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';

export function ChannelBadges({ channel, isTest }: { channel: string; isTest: boolean }) {
  const { t } = useTranslation('conversations');
  return (
    <span className="flex flex-wrap items-center gap-1">
      <Badge variant="secondary" className="whitespace-nowrap">
        {t(`channels.${channel}`, { defaultValue: channel })}
      </Badge>
      {isTest && (
        <Badge variant="warning" title={t('testHint')}>
          {t('test')}
        </Badge>
      )}
    </span>
  );
}
