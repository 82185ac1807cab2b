import { useTranslation } from 'react-i18next';

/** A channel's name in the interface language; a channel the catalogue does not know shows as stored. */
export function useChannelLabel(): (channel: string) => string {
  const { t } = useTranslation('analytics');
  return (channel: string) => t(`channelNames.${channel}`, { defaultValue: channel });
}
