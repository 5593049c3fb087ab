import type { FastifyInstance } from 'fastify';
import { sendFailure } from '../http/failure';

export const SHUTTING_DOWN = 'The server is shutting down, please try again in a moment';

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts answering every new request 503 (the drain before the close, shutdown.ts). */
    startDraining(): void;
  }
}

/**
 * From `startDraining()` (SIGTERM, shutdown.ts: the drain period, while still listening) and while the
 * app closes, a new request answers 503 in our envelope with `Connection: close`, so the load balancer
 * sends it elsewhere; requests already in flight finish. (Fastify's own 503 on closing is turned off: its
 * body is not our envelope.)
 */
export function registerDraining(app: FastifyInstance): void {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!draining) return;
    void reply.header('connection', 'close');
    return sendFailure(reply, 503, SHUTTING_DOWN, 'shutting_down');
  });
  // An answer sent while draining closes its connection: a kept-alive one would hold the close for the
  // keep-alive timeout.
  app.addHook('onSend', async (_request, reply) => {
    if (draining) void reply.header('connection', 'close');
  });
}
