import type { FastifyReply } from 'fastify';
import type { FailureEnvelope } from '@salon/api/envelope';

/** The failure envelope with its status: what every refusal outside a contract route answers. */
export function sendFailure(reply: FastifyReply, statusCode: number, message: string, code?: string) {
  const envelope: FailureEnvelope = { status: false, message, ...(code ? { code } : {}) };
  return reply.status(statusCode).type('application/json; charset=utf-8').send(envelope);
}
