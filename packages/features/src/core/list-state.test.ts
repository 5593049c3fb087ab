import { ApiError } from '@salon/api/errors';
import { describe, expect, it } from 'vitest';
import { listState, tablePage } from './list-state';

const data = { result: [{ _id: 'a' }, { _id: 'b' }], totalPageSize: 3, totalCount: 42 };
const ready = (page: typeof data) => ({ ids: page.result.map((item) => item._id) });

describe('listState', () => {
  it('is loading before data or an error', () => {
    expect(listState({}, ready)).toEqual({ status: 'loading' });
  });

  it("shows the failed call's message", () => {
    expect(listState({ error: new ApiError('Salon not found', 404) }, ready)).toEqual({
      status: 'error',
      message: 'Salon not found',
    });
    expect(listState({ error: 'offline' }, ready)).toEqual({
      status: 'error',
      message: 'Something went wrong. Please try again.',
    });
  });

  it('is ready with data, even when a revalidation failed since', () => {
    expect(listState({ data }, ready)).toEqual({ status: 'ready', ids: ['a', 'b'] });
    expect(listState({ data, error: new Error('offline') }, ready)).toEqual({
      status: 'ready',
      ids: ['a', 'b'],
    });
  });
});

describe('tablePage', () => {
  it("maps the page's rows and carries the page, page count and page size", () => {
    expect(tablePage(data, (item) => ({ id: item._id }), 2, 20)).toEqual({
      rows: [{ id: 'a' }, { id: 'b' }],
      page: 2,
      pageCount: 3,
      pageSize: 20,
    });
  });
});
