import { describe, expect, it } from 'vitest';
import { validateCategory } from './validate-category';

describe('validateCategory', () => {
  it('asks for a name', () => {
    expect(validateCategory({ categoryName: '  ' })).toEqual({ categoryName: 'Please enter category name' });
  });

  it('caps the name at 60 characters', () => {
    expect(validateCategory({ categoryName: 'x'.repeat(61) })).toEqual({
      categoryName: 'Category name cannot exceed 60 characters',
    });
    expect(validateCategory({ categoryName: 'Hair Care' })).toEqual({});
  });
});
