import { describe, expect, it } from 'vitest';
import {
  isDatabaseBusy,
  isDeadlock,
  isExclusionViolation,
  isForeignKeyViolation,
  retryOnDeadlock,
  uniqueViolation,
} from '../src/db/errors';

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('retryOnDeadlock', () => {
  it('runs the work again after a deadlock, wrapped or not', async () => {
    let calls = 0;
    const result = await retryOnDeadlock(async () => {
      calls += 1;
      if (calls === 1) throw deadlock();
      if (calls === 2) throw new Error('query failed', { cause: deadlock() });
      return 'done';
    });
    expect(result).toBe('done');
    expect(calls).toBe(3);
  });

  it('passes other errors through at once, and gives up after the last attempt', async () => {
    let calls = 0;
    const other = Object.assign(new Error('exclusion'), { code: '23P01' });
    await expect(
      retryOnDeadlock(async () => {
        calls += 1;
        throw other;
      }),
    ).rejects.toBe(other);
    expect(calls).toBe(1);
    await expect(retryOnDeadlock(async () => Promise.reject(deadlock()), 3)).rejects.toSatisfy(isDeadlock);
  });
});

describe('retryOnDeadlock backs off', () => {
  it('pauses a random, growing time before each new attempt instead of retrying at once', async () => {
    const starts: number[] = [];
    await expect(
      retryOnDeadlock(
        async () => {
          starts.push(performance.now());
          throw deadlock();
        },
        4,
        20,
      ),
    ).rejects.toSatisfy(isDeadlock);
    expect(starts).toHaveLength(4);
    // Pauses are drawn up to 40, 80 and 160 ms: together they stay under 280 ms (plus timer slack).
    expect(starts[3]! - starts[0]!).toBeLessThan(400);
  });
});

describe('isDatabaseBusy', () => {
  it('recognises lock and statement timeouts and an exhausted pool, wrapped or not', () => {
    const lockTimeout = Object.assign(new Error('canceling statement due to lock timeout'), {
      code: '55P03',
    });
    const statementTimeout = Object.assign(new Error('canceling statement due to statement timeout'), {
      code: '57014',
    });
    expect(isDatabaseBusy(lockTimeout)).toBe(true);
    expect(isDatabaseBusy(new Error('query failed', { cause: statementTimeout }))).toBe(true);
    expect(isDatabaseBusy(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseBusy(deadlock())).toBe(false);
    expect(isDatabaseBusy(new Error('anything else'))).toBe(false);
  });
});

describe('constraint violations', () => {
  it('names the broken unique index and tells foreign-key and exclusion violations apart, wrapped or not', () => {
    const unique = Object.assign(new Error('duplicate key'), {
      code: '23505',
      constraint: 'users_email_unique',
    });
    const foreignKey = Object.assign(new Error('still referenced'), { code: '23503' });
    const exclusion = Object.assign(new Error('conflicting key'), { code: '23P01' });
    expect(uniqueViolation(new Error('query failed', { cause: unique }))).toBe('users_email_unique');
    expect(uniqueViolation(foreignKey)).toBeUndefined();
    expect(isForeignKeyViolation(new Error('query failed', { cause: foreignKey }))).toBe(true);
    expect(isForeignKeyViolation(unique)).toBe(false);
    expect(isExclusionViolation(exclusion)).toBe(true);
    expect(isExclusionViolation(foreignKey)).toBe(false);
  });
});
