import type { FastifyInstance } from 'fastify';
import { API_BASE } from '@salon/api/contract';
import type { Database } from '../db/client';
import { databaseReadiness } from '../db/migrate';
import { sendFailure } from '../http/failure';

/**
 * For a load balancer: `GET /api/v1/health` answers while the process runs; `/health/ready` only while
 * the database answers and has this build's migrations. While the server closes (SIGTERM), Fastify
 * answers 503 to new requests, so the balancer stops sending.
 */
export async function registerHealth(app: FastifyInstance, db: Database): Promise<void> {
  app.get(`${API_BASE}/health`, async () => ({ status: true, message: 'alive', data: null }));
  app.get(`${API_BASE}/health/ready`, async (_request, reply) => {
    const problem = await databaseReadiness(db);
    if (problem) return sendFailure(reply, 503, problem);
    return { status: true, message: 'ready', data: null };
  });
}
