import { ApiError } from '../../lib/api';

/** The server's own sentence when there is one (failure toasts show it). */
export function errorMessage(error: Error): string {
  return error instanceof ApiError ? error.serverMessage : error.message;
}
