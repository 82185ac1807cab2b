import type { AppDeps } from '../platform/deps';
import { notFound } from '../platform/errors';
import type { SessionUser } from '../platform/session';
import { readDocument } from '../platform/storage/document-storage';
import { assertRoleCan } from '../accounts/projects/index';
import { detectDocumentKind } from './documents/extract-document';
import { findMemberAgentRef, listItems } from './queries';

/** The documents uploaded to the agent's dataset with their bytes, oldest first (an agent file carries them). */
export async function readAgentDocuments(deps: AppDeps, user: SessionUser, agentId: string): Promise<{ name: string; bytes: Buffer }[]> {
  const agent = await findMemberAgentRef(deps.db, user.id, agentId);
  if (!agent) throw notFound('Agent');
  assertRoleCan(agent.role, 'view');
  if (!agent.datasetId) return [];
  const items = (await listItems(deps.db, agent.datasetId)).filter((i) => i.type === 'document').reverse();
  const out: { name: string; bytes: Buffer }[] = [];
  for (const item of items) {
    const bytes = await readDocument(deps.storage, agent.datasetId, item.id);
    if (bytes) out.push({ name: item.source, bytes });
  }
  return out;
}

/** Whether an upload of these bytes under this name would be accepted (checked before an import writes anything). */
export function isSupportedDocument(fileName: string, bytes: Uint8Array): boolean {
  return detectDocumentKind(bytes, fileName) !== null;
}
