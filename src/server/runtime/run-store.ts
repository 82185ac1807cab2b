import type { AppDeps } from '../platform/deps';
import { maskRunTranscript } from '../platform/privacy/pii-mask';
import { projectOwnerSettings } from '../accounts/settings/index';
import { insertRun, type NewRun } from './queries';

/**
 * Stores one run of the project's agent (answered, failed or refused), its personal data masked
 * when the project's owner asks; `earlierVisitorTexts` are the conversation's earlier visitor
 * messages, whose data the answer may repeat.
 */
export async function storeRun(deps: AppDeps, projectId: string, run: NewRun, earlierVisitorTexts: readonly string[] = []): Promise<string> {
  const { piiMasking } = await projectOwnerSettings(deps, projectId);
  return insertRun(deps.db, piiMasking ? maskRunTranscript(run, earlierVisitorTexts) : run);
}
