import { describe, expect, it } from 'vitest';
import { pageFromAddress, searchFromAddress, withPage, withSearch } from './list-address';

const address = (query: string) => new URLSearchParams(query);

describe('list address', () => {
  it('reads the page and the search, with page 1 for anything that is no page', () => {
    expect(pageFromAddress(address('q=ava&page=3'))).toBe(3);
    expect(searchFromAddress(address('q=ava&page=3'))).toBe('ava');
    for (const bad of ['', 'page=0', 'page=-2', 'page=two', 'page=1.5', 'page=99999999']) {
      expect(pageFromAddress(address(bad))).toBe(1);
    }
    expect(searchFromAddress(address('page=2'))).toBe('');
  });

  it('starts a new search at page 1 and keeps the other parameters', () => {
    expect(withSearch(address('page=3&tab=x'), 'grace').toString()).toBe('tab=x&q=grace');
    expect(withSearch(address('q=grace&page=2'), '').toString()).toBe('');
  });

  it('names pages after the first', () => {
    expect(withPage(address('q=a'), 2).toString()).toBe('q=a&page=2');
    expect(withPage(address('q=a&page=2'), 1).toString()).toBe('q=a');
  });
});
