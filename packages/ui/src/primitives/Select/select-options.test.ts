import { describe, expect, it } from 'vitest';
import { findOption, findOptions } from './select-options';

const options = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
];

describe('findOption', () => {
  it('finds by value', () => {
    expect(findOption(options, 'female')).toEqual({ value: 'female', label: 'Female' });
  });
  it('returns null for empty or unknown values', () => {
    expect(findOption(options, null)).toBeNull();
    expect(findOption(options, undefined)).toBeNull();
    expect(findOption(options, 'x')).toBeNull();
  });
  it('compares numbers strictly', () => {
    expect(findOption([{ value: 1, label: 'One' }], 1)?.label).toBe('One');
  });
});

describe('findOptions', () => {
  it('keeps the order of the values and skips unknown ones', () => {
    expect(findOptions(options, ['other', 'nope', 'male']).map((o) => o.label)).toEqual(['Other', 'Male']);
  });
});
