import { describe, expect, it } from 'vitest';
import { optionLabel } from './option-label';

describe('optionLabel', () => {
  it('shows the masked phone beside the name', () => {
    expect(optionLabel({ name: 'Grace Miller', maskedPhone: '***-***-0142' })).toBe(
      'Grace Miller (***-***-0142)',
    );
  });

  it('shows the name alone without a phone', () => {
    expect(optionLabel({ name: 'Grace Miller', maskedPhone: null })).toBe('Grace Miller');
  });
});
