import { describe, expect, it } from 'vitest';
import { isDeadlock, retryOnDeadlock } from '../src/db/errors';

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
