import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api';
import { STREAM_INTERRUPTED } from './api/stream-agent-test';

/** The server's own sentence when there is one ('Test Failed' shows it). */
export function errorMessage(error: Error, t: TFunction<'testConsole'>): string {
  if (error instanceof ApiError) {
    if (error.code === STREAM_INTERRUPTED) return t('errors.streamInterrupted');
    return error.serverMessage;
  }
  if (error instanceof TypeError) return t('errors.network');
  return error.message;
}
