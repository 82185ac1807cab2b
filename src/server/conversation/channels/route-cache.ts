import type { AppDeps } from '../../platform/deps';
import { cachePerApp } from '../../platform/read-cache';
import { findConfigByRoute, type ChannelConfigRow } from './queries';
import { openSecrets, type SmsSecrets, type WhatsappSecrets } from './secrets';

/** What a webhook needs to check a request: the config and its secrets, opened once. */
export interface RoutedChannel {
  config: ChannelConfigRow;
  secrets: Partial<SmsSecrets & WhatsappSecrets>;
}

/** `${channel}:${routeKey}` -> the config: read on every inbound message */
const routes = cachePerApp<RoutedChannel | null>();

export function routedChannel(deps: AppDeps, channel: 'sms' | 'whatsapp', routeKey: string): Promise<RoutedChannel | null> {
  return routes(deps).get(`${channel}:${routeKey}`, async () => {
    const config = await findConfigByRoute(deps.db, channel, routeKey);
    return config ? { config, secrets: openSecrets<SmsSecrets & WhatsappSecrets>(deps, config.secretsEnc) } : null;
  });
}

/** After a channel was saved or disconnected. */
export function forgetChannelRoutes(deps: AppDeps): void {
  routes(deps).clear();
}
