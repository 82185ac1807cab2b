import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { invalidateAgent } from '../api/invalidate-agent';
import { uploadAgentDocument } from '../api/upload-agent-document';
import { checkDocument } from '@common/knowledge';

/** A document picked while the agent does not exist yet; it is uploaded once the agent is created. */
export interface QueuedDocument {
  key: number;
  file: File;
  problem: 'tooLarge' | 'wrongType' | null;
}

export type DocumentQueue = ReturnType<typeof useQueuedDocuments>;

/** Create mode's documents: kept in the wizard (steps come and go), uploaded after the agent is created. */
export function useQueuedDocuments() {
  const queryClient = useQueryClient();
  const [queued, setQueued] = useState<QueuedDocument[]>([]);
  const nextKey = useRef(1);

  const add = (files: File[]) =>
    setQueued((list) => [...list, ...files.map((file) => ({ key: nextKey.current++, file, problem: checkDocument(file) }))]);
  const remove = (key: number) => setQueued((list) => list.filter((q) => q.key !== key));

  /** Uploads the acceptable files one by one; answers the names of those the server refused. */
  const uploadTo = async (projectId: string, agentId: string): Promise<string[]> => {
    const failed: string[] = [];
    const files = queued.filter((q) => !q.problem).map((q) => q.file);
    for (const file of files) {
      try {
        await uploadAgentDocument(agentId, file);
      } catch {
        failed.push(file.name);
      }
    }
    if (files.length) await invalidateAgent(queryClient, projectId, agentId);
    return failed;
  };

  return { queued, add, remove, uploadTo };
}
