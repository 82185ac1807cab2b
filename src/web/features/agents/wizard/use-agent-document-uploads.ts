import { useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { checkDocument, DOCUMENT_TOO_LARGE, DOCUMENT_WRONG_TYPE } from '@common/knowledge';
import { ApiError } from '../../../lib/api';
import { useUploadAgentDocument } from '../api/upload-agent-document';
import type { WizardValues } from './form-schema';

/** A file picked in step 3, until the server has accepted it (then the dataset's item list takes over). */
export interface PendingUpload {
  key: number;
  name: string;
  state: 'waiting' | 'uploading' | 'uploaded' | 'failed';
  itemId?: string;
  problem?: 'tooLarge' | 'wrongType';
  error?: string;
}

/**
 * Uploads one file at a time to the agent. The form's datasetId follows the server's answer, so
 * saving the wizard afterwards keeps the dataset the first upload created.
 */
export function useAgentDocumentUploads(agentId: string) {
  const upload = useUploadAgentDocument(agentId);
  const { setValue } = useFormContext<WizardValues>();
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const nextKey = useRef(1);
  const update = (key: number, patch: Partial<PendingUpload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...patch } : u)));

  const add = async (files: File[]) => {
    const batch = files.map((file) => ({ file, key: nextKey.current++, problem: checkDocument(file) }));
    setUploads((list) => [
      ...batch.map(({ file, key, problem }): PendingUpload => ({ key, name: file.name, state: problem ? 'failed' : 'waiting', problem: problem ?? undefined })),
      ...list,
    ]);
    for (const { file, key, problem } of batch) {
      if (problem) continue;
      update(key, { state: 'uploading' });
      try {
        const result = await upload.mutateAsync(file);
        setValue('datasetId', result.datasetId);
        update(key, { state: 'uploaded', itemId: result.item.id });
      } catch (error) {
        update(key, { state: 'failed', ...describeFailure(error) });
      }
    }
  };

  return { uploads, add: (files: File[]) => void add(files) };
}

/** The server's 413/415 sentences are the shared constants, so they are shown translated; any other message as sent. */
function describeFailure(error: unknown): Pick<PendingUpload, 'problem' | 'error'> {
  const message = error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : String(error);
  if (message === DOCUMENT_TOO_LARGE) return { problem: 'tooLarge' };
  if (message === DOCUMENT_WRONG_TYPE) return { problem: 'wrongType' };
  return { error: message };
}
