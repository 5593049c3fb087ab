import { describe, expect, it } from 'vitest';
import { menuPosition } from './ActionMenu';

const viewport = { width: 390, height: 844 };
const menu = { width: 180, height: 160 };

describe('menuPosition', () => {
  it('opens under the trigger, at its start or end', () => {
    const trigger = { top: 100, bottom: 130, left: 200, right: 300 };
    expect(menuPosition(trigger, menu, viewport, 'start')).toEqual({ top: 134, left: 200 });
    expect(menuPosition(trigger, menu, viewport, 'end')).toEqual({ top: 134, left: 120 });
  });

  it('opens above the trigger when there is no room below', () => {
    const trigger = { top: 760, bottom: 790, left: 20, right: 120 };
    expect(menuPosition(trigger, menu, viewport, 'start')).toEqual({ top: 596, left: 20 });
  });

  it('stays inside the viewport', () => {
    const trigger = { top: 100, bottom: 130, left: 330, right: 385 };
    expect(menuPosition(trigger, menu, viewport, 'start').left).toBe(202);
    expect(menuPosition({ ...trigger, left: -40, right: 10 }, menu, viewport, 'end').left).toBe(8);
  });
});
