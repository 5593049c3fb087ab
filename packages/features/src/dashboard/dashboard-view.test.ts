import { describe, expect, it } from 'vitest';
import { expiryText, formatCents } from './dashboard-view';

describe('dashboard view', () => {
  const now = new Date('2026-03-16T09:00:00Z');
  it('shows cents as dollars with two decimals', () => {
    expect(formatCents(187_450)).toBe('$1,874.50');
    expect(formatCents(0)).toBe('$0.00');
  });
  it('says when a subscription expires or expired', () => {
    expect(expiryText(new Date('2026-06-19T09:00:00Z'), now)).toBe('Expires in 3 months');
    expect(expiryText(new Date('2026-03-14T09:00:00Z'), now)).toBe('Expired 2 days ago');
  });
  it('says a cancelled subscription ends instead of renewing, until it has expired', () => {
    expect(expiryText(new Date('2026-06-19T09:00:00Z'), now, true)).toBe('Cancelled: ends in 3 months');
    expect(expiryText(new Date('2026-03-14T09:00:00Z'), now, true)).toBe('Expired 2 days ago');
  });
});
