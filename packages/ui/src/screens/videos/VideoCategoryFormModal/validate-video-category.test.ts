import { describe, expect, it } from 'vitest';
import { validateVideoCategory } from './validate-video-category';

describe('validateVideoCategory', () => {
  it('needs a name', () => {
    expect(validateVideoCategory({ categoryName: '  ' })).toEqual({
      categoryName: 'Please enter category name',
    });
    expect(validateVideoCategory({ categoryName: 'Tutorials' })).toEqual({});
  });
});
