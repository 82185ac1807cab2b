import { ERROR_CODES } from '../../../common/error-codes';
import { UPLOAD_CONTENT_TYPES, WIDGET_ERROR_CODES, WIDGET_LIMITS, WIDGET_MESSAGES, type UploadContentType } from '../../../common/widgets';
import { AppError, conflict, forbidden } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import type { SessionUser } from '../../platform/session';
import { fileTooLarge } from '../../platform/raw-body';
import { detectImageType, readSvgText } from './sniff';
import { saveObject } from './storage';
import { sanitizeSvg } from './svg-sanitizer';
import { createUploadToken, readUploadToken } from './upload-token';

const unsupported = (message: string) => new AppError(415, ERROR_CODES.unsupportedMediaType, message);

export const objectUrl = (origin: string, name: string) => `${origin}/objects/${name}`;

/** POST /api/objects/upload: where to PUT the file (10 minutes, once) and where it will be served. */
export function createUploadTicket(deps: AppDeps, user: SessionUser, origin: string) {
  const { token, name } = createUploadToken(deps.secret, user.id, deps.clock());
  return { uploadURL: `${origin}/api/objects/${token}`, url: objectUrl(origin, name) };
}

function isAcceptedType(value: string): value is UploadContentType {
  return (UPLOAD_CONTENT_TYPES as readonly string[]).includes(value);
}

/** The bytes to store: the declared type must be accepted and match the content; SVG is sanitised. */
function prepareFile(declared: string, body: unknown): { bytes: Buffer; contentType: UploadContentType } {
  if (!isAcceptedType(declared) || !Buffer.isBuffer(body)) {
    throw unsupported('Only PNG, JPG or SVG images can be uploaded (Content-Type image/png, image/jpeg or image/svg+xml).');
  }
  if (body.length > WIDGET_LIMITS.logoMaxBytes) throw fileTooLarge(WIDGET_MESSAGES.fileTooLarge);
  const actual = detectImageType(body);
  if (actual !== declared) throw unsupported(`The file is not a valid ${declared.replace('image/', '').replace('+xml', '').toUpperCase()} image.`);
  if (actual !== 'image/svg+xml') return { bytes: body, contentType: actual };
  const clean = sanitizeSvg(readSvgText(body) ?? '');
  if (!clean) throw unsupported('The SVG file has no drawable content.');
  return { bytes: Buffer.from(clean, 'utf8'), contentType: actual };
}

/** PUT /api/objects/{token}: stores the file once and answers its public address. */
export async function storeUpload(deps: AppDeps, user: SessionUser, token: string, declaredType: string, body: unknown, origin: string) {
  const name = readUploadToken(deps.secret, user.id, token, deps.clock());
  if (!name) throw forbidden('This upload address is invalid or has expired. Choose the file again.', WIDGET_ERROR_CODES.uploadExpired);
  const { bytes, contentType } = prepareFile(declaredType, body);
  const saved = await saveObject(deps.storage, name, bytes, {
    contentType,
    size: bytes.length,
    ownerId: user.id,
    createdAt: deps.clock().toISOString(),
  });
  if (!saved) throw conflict('This upload address was already used. Choose the file again.', WIDGET_ERROR_CODES.uploadUsed);
  return { url: objectUrl(origin, name) };
}
