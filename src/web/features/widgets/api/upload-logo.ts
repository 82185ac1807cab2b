import { useMutation } from '@tanstack/react-query';
import type { uploadTicket } from '@common/widgets';
import type { z } from 'zod';
import { api, apiErrorOf } from '../../../lib/api';
import { readCsrfToken } from '../../../lib/csrf';

/** Asks for a one-time upload address, PUTs the image there and answers the stored file's URL. */
export async function uploadLogo(file: Blob): Promise<string> {
  const ticket = await api.post<z.infer<typeof uploadTicket>>('/api/objects/upload');
  const headers: Record<string, string> = { 'content-type': file.type };
  const csrf = readCsrfToken();
  if (csrf) headers['x-csrf-token'] = csrf;
  const res = await fetch(ticket.uploadURL, { method: 'PUT', headers, credentials: 'include', body: file });
  if (!res.ok) throw await apiErrorOf(res);
  const stored = (await res.json()) as { url: string };
  return stored.url ?? ticket.url;
}

export function useUploadLogo() {
  return useMutation({ mutationFn: uploadLogo });
}
