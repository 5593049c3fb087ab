import { describe, expect, it } from 'vitest';
import { DASHBOARD_ASSISTANCE_WORDING, validatePasswordAssistance } from './validate-password-assistance';

describe('validatePasswordAssistance', () => {
  it('asks for an e-mail and checks its shape', () => {
    expect(validatePasswordAssistance({ email: ' ' })).toEqual({ email: 'Please enter your Email' });
    expect(validatePasswordAssistance({ email: 'nora@example' })).toEqual({ email: 'Invalid Email' });
    expect(validatePasswordAssistance({ email: ' nora@example.com ' })).toEqual({});
  });

  it('speaks the dashboard sign-in page wording when asked', () => {
    const check = (email: string) => validatePasswordAssistance({ email }, DASHBOARD_ASSISTANCE_WORDING);
    expect(check('')).toEqual({ email: 'Please enter email address' });
    expect(check('owner@example')).toEqual({ email: 'Please enter valid email' });
    expect(check('owner@example.com')).toEqual({});
  });
});
