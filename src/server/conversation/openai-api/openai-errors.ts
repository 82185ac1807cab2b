import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors';

/** OpenAI's error body: what its clients parse into their own error classes. */
export interface OpenaiErrorBody {
  error: { message: string; type: string; param: string | null; code: string | null };
}

const TYPES: Record<number, string> = { 400: 'invalid_request_error', 401: 'invalid_request_error', 403: 'permission_error', 404: 'invalid_request_error', 409: 'invalid_request_error', 413: 'invalid_request_error', 429: 'rate_limit_error' };
const CODES: Record<number, string> = { 401: 'invalid_api_key', 404: 'model_not_found', 429: 'rate_limit_exceeded' };

export function openaiError(status: number, message: string, param: string | null = null, code?: string | null): OpenaiErrorBody {
  return { error: { message, type: TYPES[status] ?? (status >= 500 ? 'server_error' : 'invalid_request_error'), param, code: code === undefined ? (CODES[status] ?? null) : code } };
}

/** Every `/v1` error in OpenAI's shape and statuses (Retry-After kept), instead of the product's own. */
export function registerOpenaiErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      // the product's 400s start with the field's path ("messages.2.content: …")
      const param = error.statusCode === 400 ? (/^([\w.]+): /.exec(error.message)?.[1] ?? null) : null;
      return reply.code(error.statusCode).headers(error.headers).send(openaiError(error.statusCode, error.message, param));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const param = (first?.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || null;
      return reply.code(400).send(openaiError(400, `${param ?? 'body'}: ${first?.message ?? 'Invalid value'}`, param));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send(openaiError(status, error.message));
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(openaiError(500, 'Something went wrong on our side. Please try again.'));
  });
}
