import { describe, expect, it } from 'vitest';
import { toWallClock } from './wall-clock';

describe('toWallClock', () => {
  it("reads an instant on the salon's clock", () => {
    const instant = new Date('2026-03-16T09:00:00.000Z');
    const wall = toWallClock(instant, 'America/New_York');
    expect([wall.getFullYear(), wall.getMonth(), wall.getDate(), wall.getHours(), wall.getMinutes()]).toEqual(
      [2026, 2, 16, 5, 0],
    );
    expect(toWallClock(instant, 'Asia/Kolkata').getHours()).toBe(14);
    expect(toWallClock(instant, 'Asia/Kolkata').getMinutes()).toBe(30);
  });

  it("falls back to the viewer's clock without a known zone", () => {
    const instant = new Date('2026-03-16T09:00:00.000Z');
    expect(toWallClock(instant, null).getTime()).toBe(instant.getTime());
    expect(toWallClock(instant, 'Nowhere/Unknown').getTime()).toBe(instant.getTime());
  });
});
