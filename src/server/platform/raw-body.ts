import type { Readable } from 'node:stream';
import { ERROR_CODES } from '../../common/error-codes';
import { AppError } from './errors';

export const fileTooLarge = (message: string) => new AppError(413, ERROR_CODES.payloadTooLarge, message);

/**
 * Reads a raw request body into memory, refusing it with a 413 and `tooLargeMessage` as soon as
 * it passes `limit` (announced by Content-Length or counted while streaming).
 */
export function readLimitedBody(payload: Readable, limit: number, contentLength: string | undefined, tooLargeMessage: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (contentLength !== undefined && Number(contentLength) > limit) {
      payload.resume();
      reject(fileTooLarge(tooLargeMessage));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        payload.off('data', onData);
        payload.resume();
        reject(fileTooLarge(tooLargeMessage));
        return;
      }
      chunks.push(chunk);
    };
    payload.on('data', onData);
    payload.once('end', () => resolve(Buffer.concat(chunks)));
    payload.once('error', reject);
  });
}
