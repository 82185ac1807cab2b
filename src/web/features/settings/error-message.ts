import { ApiError } from '../../lib/api';

/** The server's own sentence when there is one (SPEC: failure toasts show the server message). */
export function errorMessage(error: Error): string {
  return error instanceof ApiError ? error.serverMessage : error.message;
}
