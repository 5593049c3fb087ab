import { BadRequestError } from '../errors';

/** Deeper than any of our bodies need (a booking is 3 levels); deep enough to reject probes cheaply. */
export const MAX_DEPTH = 16;

/**
 * Rejects what no schema should ever see, before validation: JSON nested deeper than `MAX_DEPTH` (the
 * validators recurse, and 5,000 levels overflow the stack) and text with a NUL character (PostgreSQL
 * refuses 0x00 in text, which would surface as a 500). Iterative, so the walk itself cannot overflow.
 */
export function assertSafeInput(value: unknown, part: 'body' | 'query' | 'params'): void {
  const what = part === 'body' ? 'Request body' : part === 'query' ? 'Query string' : 'Path';
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) {
        throw new BadRequestError(`${path || what}: must not contain NUL characters`);
      }
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_DEPTH) throw new BadRequestError(`${what} is nested too deeply`);
    for (const [key, child] of Object.entries(current)) {
      if (key.includes('\u0000')) throw new BadRequestError(`${what}: must not contain NUL characters`);
      stack.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
}
