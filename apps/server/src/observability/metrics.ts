import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/client';
import type { JobOutcome } from '../jobs/periodic-job';

/** An outbox's backlog: rows waiting to be handled, and how long the oldest due one has waited. */
export interface OutboxBacklog {
  outbox: string;
  depth: number;
  /** Seconds since the oldest due row became due; 0 when none is due. */
  oldestDueSeconds: number;
}

/** Where the gauges read their figures when scraped. */
export interface MetricSources {
  pool?: () => PoolStats;
  outboxes?: () => Promise<OutboxBacklog[]>;
}

/**
 * What the server tells its metrics. The modules know this interface only; `createMetrics` keeps it in
 * Prometheus form (prom-client), one registry per app.
 */
export interface Metrics {
  /** An answered request: its route pattern (`/api/v1/users/:id`, or `unmatched`), method and status. */
  request(route: string, method: string, status: number, seconds: number): void;
  /** A refusal by a rate limit (a 429), by route pattern. */
  rateLimited(route: string): void;
  /** A round of a periodic job. */
  jobRound(job: string, outcome: JobOutcome): void;
  /** The Prometheus text exposition of every metric. */
  exposition(): Promise<{ contentType: string; text: string }>;
}

export const METRIC_PREFIX = 'salon_';

export function createMetrics(sources: MetricSources = {}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: `${METRIC_PREFIX}http_request_duration_seconds`,
    help: 'Time to answer a request, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: `${METRIC_PREFIX}rate_limit_refusals_total`,
    help: 'Requests refused by a rate limit (429), by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: `${METRIC_PREFIX}job_runs_total`,
    help: 'Rounds of the periodic jobs, by job and outcome (done: did work, idle: nothing to do, failed)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: `${METRIC_PREFIX}job_failures_total`,
    help: 'Failed rounds of the periodic jobs, by job',
    labelNames: ['job'] as const,
    registers: [registry],
  });

  const { pool, outboxes } = sources;
  new Gauge({
    name: `${METRIC_PREFIX}db_pool_connections`,
    help: 'Database connections by state: max (the pool size), in_use, idle; PGlite is one connection (max 1)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (!pool) {
        this.set({ state: 'max' }, 1);
        return;
      }
      const stats = pool();
      this.set({ state: 'max' }, stats.max);
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
    },
  });
  if (pool) {
    new Gauge({
      name: `${METRIC_PREFIX}db_pool_waiting`,
      help: 'Queries waiting for a free database connection',
      registers: [registry],
      collect() {
        this.set(pool().waiting);
      },
    });
  }
  if (outboxes) {
    // Both gauges read one query per scrape: the first to collect starts it, the second reuses it.
    let backlog: Promise<OutboxBacklog[]> | null = null;
    const read = () => {
      backlog ??= outboxes().finally(() => setTimeout(() => (backlog = null), 0));
      return backlog;
    };
    new Gauge({
      name: `${METRIC_PREFIX}outbox_depth`,
      help: 'Rows waiting in an outbox (mail, push, reminders)',
      labelNames: ['outbox'] as const,
      registers: [registry],
      async collect() {
        for (const row of await read()) this.set({ outbox: row.outbox }, row.depth);
      },
    });
    new Gauge({
      name: `${METRIC_PREFIX}outbox_oldest_due_seconds`,
      help: 'Seconds the oldest due row of an outbox has waited (0 when none is due)',
      labelNames: ['outbox'] as const,
      registers: [registry],
      async collect() {
        for (const row of await read()) this.set({ outbox: row.outbox }, row.oldestDueSeconds);
      },
    });
  }

  return {
    request(route, method, status, seconds) {
      requestDuration.observe({ route, method, status: String(status) }, seconds);
    },
    rateLimited(route) {
      rateLimited.inc({ route });
    },
    jobRound(job, outcome) {
      jobRuns.inc({ job, outcome });
      if (outcome === 'failed') jobFailures.inc({ job });
    },
    async exposition() {
      return { contentType: registry.contentType, text: await registry.metrics() };
    },
  };
}
