import { describe, expect, it } from 'vitest';
import { failing, hasErrors, isBlank, isEmail, isStrongPassword, phoneDigits } from './rules';

describe('form rules', () => {
  it('treats whitespace as blank', () => {
    expect(isBlank('')).toBe(true);
    expect(isBlank('   ')).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank('a')).toBe(false);
  });

  it('checks e-mail addresses', () => {
    expect(isEmail('ada@example.com')).toBe(true);
    expect(isEmail(' ada@example.com ')).toBe(true);
    expect(isEmail('ada@example')).toBe(false);
    expect(isEmail('ada example.com')).toBe(false);
  });

  it('strips dashes from phones', () => {
    expect(phoneDigits('555-010-0100')).toBe('5550100100');
  });

  it('needs a letter, a digit and a special character for a strong password', () => {
    expect(isStrongPassword('abcdefg1!')).toBe(true);
    expect(isStrongPassword('abcdefgh1')).toBe(false);
    expect(isStrongPassword('abcdefgh!')).toBe(false);
    expect(isStrongPassword('12345678!')).toBe(false);
  });

  it('reports whether any field failed', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ email: undefined })).toBe(false);
    expect(hasErrors({ email: 'Please enter email address' })).toBe(true);
  });

  it('keeps the failing checks only, in check order', () => {
    const errors = failing({ name: 'Please enter name', email: undefined, phone: 'Please enter phone' });
    expect(Object.entries(errors)).toEqual([
      ['name', 'Please enter name'],
      ['phone', 'Please enter phone'],
    ]);
    expect(failing({ name: undefined })).toEqual({});
  });
});
