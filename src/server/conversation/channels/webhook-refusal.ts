import type { FastifyReply } from 'fastify';

/** A refusal that says nothing about what is configured: no number, no secret, no reason. */
export function refuseUnsigned(reply: FastifyReply) {
  return reply.code(403).type('text/plain').send('Forbidden');
}
