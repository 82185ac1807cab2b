// TEMP until the server contract lands in src/common (helper "publish"); shapes from /tmp/api5.md item 7.
export type MessagingChannel = 'sms' | 'whatsapp';

export interface ChannelSettings {
  phoneNumber: string | null;
  apiKeyHint: string | null;
  webhookUrl: string;
  configured: boolean;
}

export type ChannelsView = Record<MessagingChannel, ChannelSettings>;

export interface SaveChannelBody {
  phoneNumber: string;
  apiKey?: string;
}

export interface ChannelStats {
  conversations: number;
  turns: number;
  errors: number;
  limited: number;
}

export interface DeploymentStats {
  byChannel: Record<string, ChannelStats>;
  totalConversations: number;
  totalTurns: number;
  avgLatency: number | null;
  last7Days: { date: string; turns: number }[];
}
