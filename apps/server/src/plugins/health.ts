import type { FastifyInstance } from 'fastify';
import { API_BASE } from '@salon/api/contract';
import type { Database } from '../db/client';
import { databaseReadiness } from '../db/migrate';
import { sendFailure } from '../http/failure';
import type { LimitCounts } from '../http/limit-counts';

/** The readiness answer while Redis is configured but out: the instance serves, counting alone. */
export const READY_LIMITS_LOCAL = 'degraded (rate limits local)';

/**
 * For a load balancer: `GET /api/v1/health` answers while the process runs; `/health/ready` only while
 * the database answers and has this build's migrations (503 otherwise). With REDIS_URL set and Redis
 * unreachable it still answers 200, with the message "degraded (rate limits local)": the rate limits
 * count in this process meanwhile. While the server closes (SIGTERM), every request answers 503
 * (plugins/draining.ts), so the balancer stops sending.
 */
export async function registerHealth(
  app: FastifyInstance,
  db: Database,
  counts?: LimitCounts,
): Promise<void> {
  app.get(`${API_BASE}/health`, async () => ({ status: true, message: 'alive', data: null }));
  app.get(`${API_BASE}/health/ready`, async (_request, reply) => {
    const problem = await databaseReadiness(db);
    if (problem) return sendFailure(reply, 503, problem);
    return { status: true, message: counts?.degraded ? READY_LIMITS_LOCAL : 'ready', data: null };
  });
}
