import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first and last initials', () => {
    expect(initialsOf('Stella Stylist')).toBe('SS');
    expect(initialsOf('ada  lovelace byron')).toBe('AB');
  });

  it('handles single words and blanks', () => {
    expect(initialsOf('Olivia')).toBe('O');
    expect(initialsOf('  ')).toBe('?');
  });
});
