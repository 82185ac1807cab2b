import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import type { TFunction } from 'i18next';
import type { ChannelsView, MessagingChannel } from '@common/channels';

/** One stored setting as the channel panel lists it. */
export interface ChannelSetting {
  id: string;
  label: string;
  /** null reads 'Not set' */
  value: string | null;
  mono?: boolean;
}

/**
 * A messaging channel on the Deployments page: its card icon, the settings its panel lists and its
 * configuration dialog. Each channel has its folder here; `messaging-channels.ts` lists them.
 */
export interface WebMessagingChannel<K extends MessagingChannel> {
  id: K;
  icon: LucideIcon;
  /** the stored non-secret settings and masked secrets (t is the deployments namespace) */
  settings: (view: ChannelsView[K], t: TFunction<'deployments'>) => ChannelSetting[];
  ConfigDialog: ComponentType<{ agentId: string; view: ChannelsView[K]; onClose: () => void }>;
  /** "Send a test message": present when the server's channel has a check; the label of its recipient field, when it takes one */
  testMessage?: { recipientLabelKey?: string; recipientPlaceholder?: string };
}
