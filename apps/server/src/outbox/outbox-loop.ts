import { randomUUID } from 'node:crypto';
import { describeError } from '../lib/describe-error';

export interface OutboxLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface RunResult {
  sent: number;
  retried: number;
  failed: number;
}

/** 30 s doubled per attempt up to one hour, each wait drawn between 80 % and 120 % of that. */
export function backoffDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
  return Math.round(base * (0.8 + 0.4 * random()));
}

const PRUNE_EVERY_MS = 3_600_000;

/** The rules every outbox worker shares; each has a default. */
export interface OutboxPolicy {
  /** Rows claimed per round. */
  batchSize: number;
  /** How often the outbox is looked at without a wake-up (5 s). */
  pollIntervalMs?: number;
  /** How long a claim holds a row; longer than the transport's timeouts (2 min). */
  leaseMs?: number;
  /** Attempts before a row is marked failed (10: about three hours of retries). */
  maxAttempts?: number;
  /** The wait after failed attempt `n` (1-based); exponential backoff with jitter by default. */
  retryDelayMs?: (attempt: number) => number;
  logger?: OutboxLogger;
}

/** A claimed row: its id and how many attempts (this one included) it has had. */
export interface ClaimedRow {
  id: string;
  attempts: number;
}

/**
 * An outbox worker (mail, push): claims due rows (`FOR UPDATE SKIP LOCKED` with a lease, so any number of
 * server instances can run one) and delivers each outside any transaction; a failed delivery is retried
 * with backoff and marked failed after `maxAttempts` (`settleFailure`). Rounds run when woken (a row was
 * queued) and every `pollIntervalMs`, one at a time, until nothing is due; old rows are pruned hourly.
 * `runOnce` drives one round by hand (tests).
 */
export abstract class OutboxLoop<Row extends ClaimedRow> {
  private timer: NodeJS.Timeout | undefined;
  private wakeTimer: NodeJS.Timeout | undefined;
  private chain: Promise<unknown> = Promise.resolve();
  private looping = false;
  private again = false;
  private stopped = true;
  private lastPrune = 0;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly leaseMs: number;
  private readonly maxAttempts: number;
  private readonly retryDelayMs: (attempt: number) => number;
  protected readonly logger: OutboxLogger | undefined;

  protected constructor(
    private readonly name: string,
    policy: OutboxPolicy,
  ) {
    this.batchSize = policy.batchSize;
    this.pollIntervalMs = policy.pollIntervalMs ?? 5_000;
    this.leaseMs = policy.leaseMs ?? 120_000;
    this.maxAttempts = policy.maxAttempts ?? 10;
    this.retryDelayMs = policy.retryDelayMs ?? ((attempt) => backoffDelayMs(attempt));
    this.logger = policy.logger;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.pollIntervalMs);
    this.timer.unref();
    this.kick();
  }

  /**
   * A row was queued. The run waits a moment: the queuing transaction is usually still open, and its
   * row becomes visible when it commits (on PGlite the claim simply waits for it).
   */
  wake(): void {
    if (this.stopped || this.wakeTimer) return;
    this.wakeTimer = setTimeout(() => {
      this.wakeTimer = undefined;
      this.kick();
    }, 100);
    this.wakeTimer.unref();
  }

  /** Stops the timers and waits for the round in progress to finish its rows. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.wakeTimer);
    this.timer = undefined;
    this.wakeTimer = undefined;
    await this.chain.catch(() => {});
  }

  /** One round: claims a batch and delivers it. Rounds of one worker never overlap. */
  runOnce(): Promise<RunResult> {
    const round = this.chain.catch(() => {}).then(() => this.round());
    this.chain = round;
    return round;
  }

  /** Claims up to `batchSize` due rows for `leaseMs` under `claimId`. */
  protected abstract claim(batchSize: number, leaseMs: number, claimId: string): Promise<Row[]>;

  /** Delivers one claimed row and says how it ended (settling a failure with `settleFailure`). */
  protected abstract deliver(row: Row): Promise<keyof RunResult>;

  /** Removes delivered and failed rows past their keeping time. */
  protected abstract prune(): Promise<void>;

  private async round(): Promise<RunResult> {
    const result: RunResult = { sent: 0, retried: 0, failed: 0 };
    for (const row of await this.claim(this.batchSize, this.leaseMs, randomUUID())) {
      result[await this.deliver(row)] += 1;
    }
    return result;
  }

  /** A failed attempt: failed for good after `maxAttempts`, else tried again after the backoff. */
  protected async settleFailure(
    row: Row,
    reason: string,
    outbox: { markFailed(): Promise<void>; scheduleRetry(delayMs: number): Promise<void> },
  ): Promise<'failed' | 'retried'> {
    if (row.attempts >= this.maxAttempts) {
      await outbox.markFailed();
      this.logger?.error(`${this.name} ${row.id} failed after ${row.attempts} attempts: ${reason}`);
      return 'failed';
    }
    const delay = this.retryDelayMs(row.attempts);
    await outbox.scheduleRetry(delay);
    this.logger?.warn(
      `${this.name} ${row.id} attempt ${row.attempts} failed, next in ${Math.round(delay / 1000)} s: ${reason}`,
    );
    return 'retried';
  }

  /** Runs rounds until the outbox has nothing due (or the worker stops); errors are logged, not thrown. */
  private kick(): void {
    if (this.stopped) return;
    if (this.looping) {
      this.again = true;
      return;
    }
    this.looping = true;
    void (async () => {
      try {
        let result: RunResult;
        do {
          this.again = false;
          result = await this.runOnce();
        } while (
          !this.stopped &&
          (this.again || result.sent + result.retried + result.failed >= this.batchSize)
        );
        if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) {
          this.lastPrune = Date.now();
          await this.prune();
        }
      } catch (error) {
        this.logger?.error(`${this.name} worker round failed: ${describeError(error)}`);
      } finally {
        this.looping = false;
      }
    })();
  }
}
