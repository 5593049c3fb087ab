import { describe, expect, it } from 'vitest';
import { describePageItems, getPageItems } from './page-items';

const show = (page: number, count: number) => describePageItems(getPageItems(page, count), page);

describe('getPageItems (1 margin page, 2 range pages)', () => {
  it('is empty without pages', () => {
    expect(getPageItems(1, 0)).toEqual([]);
  });

  it('lists every page when there are few', () => {
    expect(show(1, 1)).toBe('[1]');
    expect(show(2, 2)).toBe('1 [2]');
    expect(show(1, 3)).toBe('[1] 2 3');
    expect(show(2, 4)).toBe('1 [2] 3 4');
  });

  it('shows the range after the first page', () => {
    expect(show(1, 10)).toBe('[1] 2 … 10');
    expect(show(2, 10)).toBe('1 [2] 3 … 10');
    expect(show(3, 10)).toBe('1 2 [3] 4 … 10');
  });

  it('puts ellipses on both sides in the middle', () => {
    expect(show(5, 10)).toBe('1 … 4 [5] 6 … 10');
    expect(show(6, 20)).toBe('1 … 5 [6] 7 … 20');
  });

  it('replaces an ellipsis that would hide one page by the page', () => {
    expect(show(4, 10)).toBe('1 2 3 [4] 5 … 10');
    expect(show(7, 10)).toBe('1 … 6 [7] 8 9 10');
  });

  it('shows the range before the last page', () => {
    expect(show(9, 10)).toBe('1 … 8 [9] 10');
    expect(show(10, 10)).toBe('1 … 9 [10]');
  });

  it('clamps an out-of-range page', () => {
    expect(show(0, 5)).toBe(show(1, 5).replace('[1]', '1'));
    expect(describePageItems(getPageItems(99, 5), 5)).toBe('1 … 4 [5]');
  });

  it('gives distinct keys to the two ellipses', () => {
    const keys = getPageItems(5, 10).flatMap((i) => (i.type === 'ellipsis' ? [i.key] : []));
    expect(keys).toEqual(['before', 'after']);
  });

  it('accepts wider margins and ranges', () => {
    const items = getPageItems(10, 20, { marginPages: 2, rangePages: 4 });
    expect(describePageItems(items, 10)).toBe('1 2 … 8 9 [10] 11 12 … 19 20');
  });
});
