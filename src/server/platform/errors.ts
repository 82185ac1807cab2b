import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ApiErrorBody } from '../../common/error-codes';

/** An error whose message is meant for the user; everything else becomes a generic 500. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (what = 'Resource') => new AppError(404, ERROR_CODES.notFound, `${what} not found`);
export const forbidden = (message: string, code: string = ERROR_CODES.forbidden) => new AppError(403, code, message);
export const badRequest = (message: string, code: string = ERROR_CODES.validation) => new AppError(400, code, message);
export const conflict = (message: string, code: string = ERROR_CODES.conflict) => new AppError(409, code, message);
/** An outside service (an SMS or WhatsApp provider) refused or failed. */
export const badGateway = (message: string) => new AppError(502, ERROR_CODES.providerFailed, message);
export const unauthenticated = () =>
  new AppError(401, ERROR_CODES.unauthenticated, 'You are not signed in. Sign in and try again.');
export const tooManyRequests = (retryAfterSeconds: number, message?: string) =>
  new AppError(
    429,
    ERROR_CODES.rateLimited,
    message ?? `Too many requests. Try again in ${retryAfterSeconds} seconds.`,
    { 'retry-after': String(retryAfterSeconds) },
  );

/** The 400 answer naming each field: `path: problem`, prefixed by the part of the request outside the body (`querystring q: …`). */
export function validationErrorBody(context: string, fields: { path: string; message: string }[]): ApiErrorBody {
  const where = context === 'body' ? '' : `${context} `;
  const message = fields.map((f) => `${where}${f.path || 'value'}: ${f.message}`).join('; ');
  return { message, code: ERROR_CODES.validation, fields };
}

function fieldPath(instancePath: string | undefined): string {
  return (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
}

type UnionOption = { path: PropertyKey[]; message: string }[];

/**
 * A body that matched none of a union's shapes: the fields of the shape it was meant for, the
 * first whose problems all lie inside fields rather than with the body as a whole.
 */
function unionFields(instancePath: string | undefined, params: unknown): { path: string; message: string }[] | null {
  const options = (params as { errors?: UnionOption[] } | undefined)?.errors ?? [];
  const meant = options.find((issues) => issues.length > 0 && issues.every((i) => i.path.length > 0));
  if (!meant) return null;
  const base = fieldPath(instancePath);
  return meant.map((i) => ({ path: [base, ...i.path.map(String)].filter(Boolean).join('.'), message: i.message }));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.flatMap(
        (v) => (v.keyword === 'invalid_union' ? unionFields(v.instancePath, v.params) : null) ?? [{ path: fieldPath(v.instancePath), message: v.message ?? 'Invalid value' }],
      );
      return reply.code(400).send(validationErrorBody(error.validationContext ?? 'body', fields));
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ message: 'The request body is too large.', code: ERROR_CODES.payloadTooLarge });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .code(415)
        .send({ message: 'Unsupported content type; send application/json.', code: ERROR_CODES.unsupportedMediaType });
    }
    if (status === 429) {
      return reply.code(429).send({ message: 'Too many requests. Try again shortly.', code: ERROR_CODES.rateLimited });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, empty body...) carry safe messages.
      return reply.code(status).send({ message: error.message, code: error.code ?? ERROR_CODES.validation });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send({ message: 'Something went wrong on our side. Please try again.', code: ERROR_CODES.internal });
  });

}
