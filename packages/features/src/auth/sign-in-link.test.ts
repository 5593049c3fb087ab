import { describe, expect, it } from 'vitest';
import { tokenOfHash } from './SignInLinkContainer';

describe('tokenOfHash', () => {
  it('reads the token of the fragment', () => {
    expect(tokenOfHash('#token=abc_DEF-123')).toBe('abc_DEF-123');
    expect(tokenOfHash('token=xyz')).toBe('xyz');
  });

  it('is null without one', () => {
    expect(tokenOfHash('')).toBeNull();
    expect(tokenOfHash('#other=1')).toBeNull();
  });
});
