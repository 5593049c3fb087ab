import { describe, expect, it } from 'vitest';
import { maskedPhone, money, validityText } from './shop-text';

describe('shop texts', () => {
  it('formats money, validity and masked phones', () => {
    expect(money(450000, { currency: 'USD', locale: 'en-US' })).toBe('$4,500.00');
    expect(validityText({ startDate: '2026-03-01', expireDate: '2026-04-15' }, '2026-03-16')).toBe(
      'Valid till Apr 15, 2026',
    );
    expect(validityText({ startDate: '2026-04-01', expireDate: '2026-04-15' }, '2026-03-16')).toBe(
      'From Apr 1, 2026 till Apr 15, 2026',
    );
    expect(maskedPhone('212-555-0106')).toBe('***-***-0106');
  });
});
