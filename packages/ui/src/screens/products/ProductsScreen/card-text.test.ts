import { describe, expect, it } from 'vitest';
import { shortDescription } from './card-text';

describe('card text', () => {
  it('cuts descriptions longer than 25 characters to 20', () => {
    expect(shortDescription('Beach texture, matte.')).toBeNull();
    expect(shortDescription('Exactly twenty-five chars')).toBeNull();
    expect(shortDescription('A weekly mask with silk proteins.')).toBe('A weekly mask with s…');
  });
});
