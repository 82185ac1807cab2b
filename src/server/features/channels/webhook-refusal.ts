import type { FastifyReply } from 'fastify';

/** A refusal that says nothing about what is configured: no number, no secret, no reason. */
export function refuse(reply: FastifyReply, status: 400 | 403) {
  return reply.code(status).type('text/plain').send(status === 403 ? 'Forbidden' : 'Bad Request');
}
