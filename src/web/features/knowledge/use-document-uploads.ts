import { useRef, useState } from 'react';
import { checkDocument, DOCUMENT_TOO_LARGE, DOCUMENT_WRONG_TYPE, type DataItem, type DocumentProblem } from '@common/knowledge';
import { ApiError } from '../../lib/api';
import { errorMessage } from './error-message';

/** One chosen file on its way to the server: waiting its turn, uploading, accepted (itemId) or refused. */
export interface DocumentUpload {
  key: number;
  name: string;
  size: number;
  state: 'waiting' | 'uploading' | 'uploaded' | 'failed';
  itemId?: string;
  /** a client-side check that failed (translated by the caller) */
  problem?: DocumentProblem;
  /** the server's message when the upload failed */
  error?: string;
}

/** Uploads files one at a time, each with its own outcome; files that fail the size/type check are never sent. */
export function useDocumentUploads(upload: (file: File) => Promise<DataItem>) {
  const [uploads, setUploads] = useState<DocumentUpload[]>([]);
  const nextKey = useRef(1);
  const update = (key: number, patch: Partial<DocumentUpload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...patch } : u)));

  const add = async (files: File[]) => {
    const batch = files.map((file) => ({ file, key: nextKey.current++, problem: checkDocument(file) }));
    setUploads((list) => [
      ...batch.map(({ file, key, problem }): DocumentUpload => ({
        key,
        name: file.name,
        size: file.size,
        state: problem ? 'failed' : 'waiting',
        problem: problem ?? undefined,
      })),
      ...list,
    ]);
    for (const { file, key, problem } of batch) {
      if (problem) continue;
      update(key, { state: 'uploading' });
      try {
        const item = await upload(file);
        update(key, { state: 'uploaded', itemId: item.id });
      } catch (error) {
        update(key, { state: 'failed', ...describeFailure(error) });
      }
    }
  };

  return { uploads, add: (files: File[]) => void add(files), busy: uploads.some((u) => u.state === 'waiting' || u.state === 'uploading') };
}

/** The server's 413/415 sentences are the shared constants, so they are shown translated; any other message as sent. */
function describeFailure(error: unknown): Pick<DocumentUpload, 'problem' | 'error'> {
  const message = error instanceof ApiError ? error.serverMessage : null;
  if (message === DOCUMENT_TOO_LARGE) return { problem: 'tooLarge' };
  if (message === DOCUMENT_WRONG_TYPE) return { problem: 'wrongType' };
  return { error: errorMessage(error) };
}
