import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendFailure } from '../http/failure';
import { fromLoopback } from '../http/loopback';
import { onJobRound } from '../jobs/periodic-job';
import type { Metrics } from '../observability/metrics';

export const METRICS_PATH = '/metrics';

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]!);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * `GET /metrics` in Prometheus text, to a scraper on this machine or one sending `Authorization: Bearer
 * $METRICS_TOKEN`; anyone else gets 403 (404 when no token is configured: there is nothing to find).
 * Every answer is timed by route pattern and status; 429s count as rate-limit refusals; rounds of the
 * periodic jobs are counted while the app is open.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token?: string): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === METRICS_PATH) return;
    metrics.request(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) metrics.rateLimited(route);
  });
  const stopListening = onJobRound((job, outcome) => metrics.jobRound(job, outcome));
  app.addHook('onClose', async () => void stopListening());

  app.get(METRICS_PATH, async (request, reply) => {
    if (!fromLoopback(request) && !(token && bearerMatches(request, token))) {
      return token
        ? sendFailure(reply, 403, 'Metrics need the metrics token')
        : sendFailure(reply, 404, `Not found: GET ${METRICS_PATH}`);
    }
    const { contentType, text } = await metrics.exposition();
    return reply.type(contentType).header('cache-control', 'no-store').send(text);
  });
}
