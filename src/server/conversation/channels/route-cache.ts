import type { AppDeps } from '../../platform/deps';
import { cachePerApp } from '../../platform/read-cache';
import { findConfigById, findConfigByRoute } from './queries';
import type { MessagingChannel } from '../../../common/channels';
import type { OpenChannel } from './channel-definition';
import { openSecrets } from './secrets';

/** What a webhook needs to check a request: the config and its secrets, opened once. */
export type RoutedChannel = OpenChannel;

/** `${channel}:${routeKey}` -> the config: read on every inbound message */
const routes = cachePerApp<RoutedChannel | null>();

export function routedChannel(deps: AppDeps, channel: MessagingChannel, routeKey: string): Promise<RoutedChannel | null> {
  return routes(deps).get(`${channel}:${routeKey}`, async () => {
    const config = await findConfigByRoute(deps.db, channel, routeKey);
    return config ? { config, secrets: openSecrets(deps, config.secretsEnc) } : null;
  });
}

/** configId -> the config: read by every reply job */
const byId = cachePerApp<OpenChannel | null>();

export function openedChannel(deps: AppDeps, configId: string): Promise<OpenChannel | null> {
  return byId(deps).get(configId, async () => {
    const config = await findConfigById(deps.db, configId);
    return config ? { config, secrets: openSecrets(deps, config.secretsEnc) } : null;
  });
}

/** After a channel was saved or disconnected. */
export function forgetChannelRoutes(deps: AppDeps): void {
  routes(deps).clear();
  byId(deps).clear();
}
