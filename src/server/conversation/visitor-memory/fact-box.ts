import type { AppDeps } from '../../platform/deps';
import { secretBox, type SecretBox } from '../../platform/secrets';

/** Key purpose of remembered facts: a key of their own, apart from tool credentials and identity secrets. */
const MEMORY_PURPOSE = 'visitor-memory';

/** The box that seals and opens facts (the key is derived once per instance secret). */
export function factBox(deps: AppDeps): SecretBox {
  return secretBox(deps.secret, MEMORY_PURPOSE);
}
