import { describe, expect, it } from 'vitest';
import { inOrder, moveBy, moveTo } from './reorder';

describe('reorder', () => {
  it('moves an id onto another position', () => {
    expect(moveTo(['a', 'b', 'c'], 'c', 'a')).toEqual(['c', 'a', 'b']);
    expect(moveTo(['a', 'b', 'c'], 'a', 'c')).toEqual(['b', 'c', 'a']);
    expect(moveTo(['a', 'b'], 'x', 'a')).toEqual(['a', 'b']);
  });

  it('moves by one and stays put at the edges', () => {
    expect(moveBy(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveBy(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(moveBy(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });

  it('sorts items by a draft order', () => {
    const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(inOrder(items, ['c', 'a', 'b']).map((item) => item.id)).toEqual(['c', 'a', 'b']);
    expect(inOrder(items, null)).toEqual(items);
  });
});
