import { ApiError } from '../../lib/api';

/** The server's own sentence when there is one (tool failures show it). */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage;
  return error instanceof Error ? error.message : String(error);
}
