import Busboy from 'busboy';
import { DOCUMENT_TOO_LARGE, MAX_DOCUMENT_BYTES } from '../../common/knowledge';
import { badRequest } from '../platform/errors';
import { fileTooLarge } from '../platform/raw-body';

export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

/** Room for a multipart body's boundaries and part headers beyond the file itself. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * The document of an upload, sent either as the raw body named by `?fileName=` or as the `file`
 * field of a multipart/form-data body (what `curl -F file=@manual.pdf` and HTML forms send).
 */
export async function uploadedFile(contentType: string | undefined, body: unknown, queryFileName: string | undefined): Promise<UploadedFile> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest('body: send the file as the request body (application/octet-stream) or as the form field "file" (multipart/form-data)');
  if (contentType?.toLowerCase().startsWith('multipart/form-data')) return fromMultipart(contentType, body, queryFileName);
  if (body.length > MAX_DOCUMENT_BYTES) throw fileTooLarge(DOCUMENT_TOO_LARGE);
  if (!queryFileName) throw badRequest('fileName: required with a raw body, e.g. ?fileName=manual.pdf');
  return { fileName: queryFileName, bytes: body };
}

function fromMultipart(contentType: string, body: Buffer, queryFileName: string | undefined): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    let parser: Busboy.Busboy;
    try {
      parser = Busboy({ headers: { 'content-type': contentType }, limits: { files: 1, fileSize: MAX_DOCUMENT_BYTES, fields: 20, parts: 25 } });
    } catch {
      reject(badRequest('body: a multipart/form-data body needs its boundary in the Content-Type header'));
      return;
    }
    let file: UploadedFile | null = null;
    let overLimit = false;
    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || file) {
        stream.resume();
        return;
      }
      const parts: Buffer[] = [];
      stream.on('data', (part: Buffer) => parts.push(part));
      stream.on('limit', () => (overLimit = true));
      stream.on('end', () => {
        file = { fileName: (queryFileName || info.filename || '').trim().slice(0, 255), bytes: Buffer.concat(parts) };
      });
    });
    parser.on('error', () => reject(badRequest('body: the multipart/form-data body could not be read')));
    parser.on('close', () => {
      if (overLimit) return reject(fileTooLarge(DOCUMENT_TOO_LARGE));
      if (!file || file.bytes.length === 0) return reject(badRequest('file: send the document in a form field named "file", e.g. curl -F file=@manual.pdf'));
      if (!file.fileName) return reject(badRequest('file: the form field "file" needs a file name (filename=...)'));
      resolve(file);
    });
    parser.end(body);
  });
}
