import type { ApiErrorBody } from '@common/error-codes';
import { readCsrfToken } from './csrf';

/** An API failure; message is '{status}: {text}', body holds { message, code }. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
    text: string,
  ) {
    super(`${status}: ${text}`);
  }
  /** the server's own sentence, for toasts */
  get serverMessage(): string {
    return this.body?.message ?? this.message;
  }
  get code(): string | undefined {
    return this.body?.code;
  }
}

/** The ApiError of a failed answer: the server's { message, code } where its body has them. */
export async function apiErrorOf(res: Response): Promise<ApiError> {
  const text = (await res.text()) || res.statusText;
  let parsed: ApiErrorBody | null = null;
  try {
    parsed = JSON.parse(text) as ApiErrorBody;
  } catch {
    parsed = null;
  }
  return new ApiError(res.status, parsed, parsed?.message ?? text);
}

/** Every call sends cookies and the CSRF token on writes; a failure throws ApiError. */
async function send<T>(method: string, url: string, body?: { data: BodyInit; contentType: string }): Promise<T> {
  const headers: Record<string, string> = {};
  if (body) headers['content-type'] = body.contentType;
  if (method !== 'GET') {
    const csrf = readCsrfToken();
    if (csrf) headers['x-csrf-token'] = csrf;
  }
  const res = await fetch(url, { method, headers, credentials: 'include', body: body?.data });
  if (!res.ok) throw await apiErrorOf(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** A JSON call. */
export function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  return send<T>(method, url, body === undefined ? undefined : { data: JSON.stringify(body), contentType: 'application/json' });
}

/** POSTs a file as the raw request body (the server reads its name from the URL). */
export function uploadFile<T>(url: string, file: Blob, contentType = 'application/octet-stream'): Promise<T> {
  return send<T>('POST', url, { data: file, contentType });
}

export const api = {
  get: <T>(url: string) => apiRequest<T>('GET', url),
  post: <T>(url: string, body?: unknown) => apiRequest<T>('POST', url, body ?? {}),
  put: <T>(url: string, body: unknown) => apiRequest<T>('PUT', url, body),
  patch: <T>(url: string, body: unknown) => apiRequest<T>('PATCH', url, body),
  delete: <T>(url: string) => apiRequest<T>('DELETE', url),
  upload: uploadFile,
};
