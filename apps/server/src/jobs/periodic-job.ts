import { describeError } from '../lib/describe-error';

export interface PeriodicJobLogger {
  info(message: string): void;
  error(details: unknown, message: string): void;
}

export type JobOutcome = 'done' | 'idle' | 'failed';
type JobRoundListener = (job: string, outcome: JobOutcome) => void;

const roundListeners = new Set<JobRoundListener>();

/**
 * Told of every round of every periodic job of this process (metrics count runs and failures); returns
 * the function that stops telling.
 */
export function onJobRound(listener: JobRoundListener): () => void {
  roundListeners.add(listener);
  return () => roundListeners.delete(listener);
}

function told(job: string, outcome: JobOutcome): void {
  for (const listener of roundListeners) listener(job, outcome);
}

/**
 * Runs `round` now and then every `intervalMs` in this process, one round at a time; a failed round is
 * logged and the next one runs on time. Every instance of the server runs its own: a round must be safe
 * alongside another instance's (claim rows with `FOR UPDATE SKIP LOCKED` or change them with
 * conditional updates), and keep nothing in memory that another instance would need. `round` answers a
 * line to log, or null when it did nothing. Returns the function that stops the job after the round in
 * progress.
 */
export function startPeriodicJob(
  name: string,
  round: () => Promise<string | null>,
  logger: PeriodicJobLogger,
  intervalMs: number,
): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(async () => {
      try {
        const done = await round();
        if (done) logger.info(`${name}: ${done}`);
        told(name, done ? 'done' : 'idle');
      } catch (error) {
        // The cause as the outboxes log theirs: code and message, e-mail addresses removed.
        const reason = describeError(error);
        logger.error({ reason }, `${name} round failed: ${reason}`);
        told(name, 'failed');
      }
    });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
