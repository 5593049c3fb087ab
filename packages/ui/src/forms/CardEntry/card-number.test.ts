import { describe, expect, it } from 'vitest';
import { formatCardNumber, testCardsHint } from './card-number';

describe('formatCardNumber', () => {
  it('groups card digits in fours', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0025 0000x3155')).toBe('4000 0025 0000 3155');
  });

  it('keeps at most 19 digits', () => {
    expect(formatCardNumber('1'.repeat(25)).replace(/\D/g, '')).toHaveLength(19);
  });
});

describe('testCardsHint', () => {
  it('lists the test cards, or nothing without any', () => {
    expect(testCardsHint(['4242 4242 4242 4242', '4000 0000 0000 0002'])).toBe(
      'Test cards: 4242 4242 4242 4242, 4000 0000 0000 0002.',
    );
    expect(testCardsHint([])).toBeUndefined();
    expect(testCardsHint(undefined)).toBeUndefined();
  });
});
