import { keyProviderFor, type ProviderKeyStatus } from '@common/provider-keys';

/** True when the agent would run on the built-in offline model: its provider has no key at all. */
export function runsOffline(keys: ProviderKeyStatus[], modelProvider: string, modelName: string): boolean {
  const provider = keyProviderFor(modelProvider, modelName);
  const status = keys.find((k) => k.provider === provider);
  return status?.status === 'not_set';
}
