import { describe, expect, it } from 'vitest';
import { canMove, isEditable } from './editable';

const now = new Date('2026-03-16T09:00:00.000Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('the 15-minute rule', () => {
  it('locks starts within 15 minutes and in the past', () => {
    expect(isEditable(at(-30), now)).toBe(false);
    expect(isEditable(at(0), now)).toBe(false);
    expect(isEditable(at(15), now)).toBe(false);
    expect(isEditable(at(16), now)).toBe(true);
    expect(isEditable(at(60 * 24), now)).toBe(true);
  });

  it('moves only when both the old and the new start are ahead of the cutoff', () => {
    expect(canMove(at(60), at(120), now)).toBe(true);
    expect(canMove(at(10), at(120), now)).toBe(false);
    expect(canMove(at(60), at(10), now)).toBe(false);
    expect(canMove(at(60), at(60), now)).toBe(false);
  });
});
