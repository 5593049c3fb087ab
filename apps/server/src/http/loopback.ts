import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whether a request comes straight from this machine: a loopback socket with no proxy in between (a
 * reverse proxy on the same host forwards the public's requests from loopback, with X-Forwarded-For).
 */
export function fromLoopback(request: FastifyRequest): boolean {
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && !request.headers['x-forwarded-for'];
}
