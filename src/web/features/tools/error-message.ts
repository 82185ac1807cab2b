import { ApiError } from '../../lib/api';

/** The server's own sentence when there is one (SPEC section 8: tool failures show the server message). */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage;
  return error instanceof Error ? error.message : String(error);
}
