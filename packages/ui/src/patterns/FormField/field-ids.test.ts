import { describe, expect, it } from 'vitest';
import { describedBy, fieldErrorId, fieldHintId } from './field-ids';

describe('field ids', () => {
  it('derives hint and error ids from the control id', () => {
    expect(fieldErrorId('email')).toBe('email-error');
    expect(fieldHintId('email')).toBe('email-hint');
  });

  it('lists only the parts that are present', () => {
    expect(describedBy('email', {})).toBeUndefined();
    expect(describedBy('email', { error: true })).toBe('email-error');
    expect(describedBy('email', { hint: true })).toBe('email-hint');
    expect(describedBy('email', { hint: true, error: true })).toBe('email-hint email-error');
  });
});
