import { describe, expect, it } from 'vitest';
import { formatPhone, PHONE_DISPLAY_MAX_LENGTH, stripPhone } from './phone';

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['5', '5'],
    ['555', '555'],
    ['5550', '555-0'],
    ['555010', '555-010'],
    ['5550100', '555-010-0'],
    ['5550100100', '555-010-0100'],
  ])('groups %j as %j', (digits, expected) => {
    expect(formatPhone(digits)).toBe(expected);
  });

  it('drops digits beyond ten so the display never exceeds 12 characters', () => {
    const formatted = formatPhone('55501001009999');
    expect(formatted).toBe('555-010-0100');
    expect(formatted).toHaveLength(PHONE_DISPLAY_MAX_LENGTH);
  });

  it('ignores non-digits, including existing dashes', () => {
    expect(formatPhone('555-010-0100')).toBe('555-010-0100');
    expect(formatPhone('(555) 010 0100')).toBe('555-010-0100');
    expect(formatPhone('abc')).toBe('');
  });
});

describe('stripPhone', () => {
  it('keeps digits only', () => {
    expect(stripPhone('555-010-0100')).toBe('5550100100');
    expect(stripPhone('+1 (555) 010')).toBe('1555010');
    expect(stripPhone('')).toBe('');
  });

  it('round-trips with formatPhone', () => {
    expect(stripPhone(formatPhone('5550100100'))).toBe('5550100100');
  });
});
