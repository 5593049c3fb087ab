import { describe, expect, it } from 'vitest';
import { firstRowNumber, pageBackAfterRemoval } from './paging';

describe('firstRowNumber', () => {
  it('numbers rows on from the pages before', () => {
    expect(firstRowNumber(1, 20)).toBe(1);
    expect(firstRowNumber(3, 20)).toBe(41);
  });
});

describe('pageBackAfterRemoval', () => {
  it('goes back a page when the last row of a later page goes', () => {
    expect(pageBackAfterRemoval(3, 1)).toBe(2);
  });

  it('stays on the first page and on pages that keep rows', () => {
    expect(pageBackAfterRemoval(1, 1)).toBeNull();
    expect(pageBackAfterRemoval(3, 2)).toBeNull();
  });
});
