import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isEmail } from './email';
import { isStrongPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password';
import { isPhone, PHONE_LENGTH, phoneDigits } from './phone';

describe('the shared validation rules', () => {
  it('takes addresses with one @ and a dotted domain, without spaces', () => {
    expect(isEmail('ann@example.com')).toBe(true);
    expect(isEmail('ann@example')).toBe(false);
    expect(isEmail(' ann@example.com')).toBe(false);
    expect(EMAIL_MAX_LENGTH).toBe(254);
  });

  it('takes phones of exactly 10 digits and strips dashes', () => {
    expect(phoneDigits('555-123-4567')).toBe('5551234567');
    expect(isPhone('5551234567')).toBe(true);
    expect(isPhone('555-123-4567')).toBe(false);
    expect(isPhone('555123456')).toBe(false);
    expect(PHONE_LENGTH).toBe(10);
  });

  it('wants a letter, a digit and one of $@!%*?& in a password of 8 to 128 characters', () => {
    expect(isStrongPassword('DemoPass1!')).toBe(true);
    expect(isStrongPassword('DemoPass1')).toBe(false);
    expect(isStrongPassword('12345678!')).toBe(false);
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 128]);
  });
});
