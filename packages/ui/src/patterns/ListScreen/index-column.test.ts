import { describe, expect, it } from 'vitest';
import { indexColumn } from './index-column';

describe('indexColumn', () => {
  it('numbers rows on from the previous pages', () => {
    const column = indexColumn<{ id: string }>({
      status: 'ready',
      rows: [],
      page: 3,
      pageCount: 5,
      pageSize: 20,
    });
    expect(column.header).toBe('#');
    expect(column.render({ id: 'a' }, 0)).toBe(41);
    expect(column.render({ id: 'b' }, 1)).toBe(42);
  });

  it('starts at 1 before the rows are ready', () => {
    expect(indexColumn<{ id: string }>({ status: 'loading' }).render({ id: 'a' }, 0)).toBe(1);
  });
});
