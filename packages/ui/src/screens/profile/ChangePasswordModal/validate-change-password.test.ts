import { describe, expect, it } from 'vitest';
import { validateChangePassword } from './validate-change-password';

describe('validateChangePassword', () => {
  it('asks for the current and the new password', () => {
    expect(validateChangePassword({ currentPassword: '', password: '', confirmPassword: '' })).toEqual({
      currentPassword: 'Please enter current password',
      password: 'Please enter password',
    });
  });

  it('rejects 7 characters (the old product let them pass) and weak passwords', () => {
    const base = { currentPassword: 'old-pass1!' };
    expect(validateChangePassword({ ...base, password: 'abc12!x', confirmPassword: 'abc12!x' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(validateChangePassword({ ...base, password: 'abcdefgh1', confirmPassword: 'abcdefgh1' })).toEqual({
      password: 'Please enter valid password',
    });
  });

  it('needs the confirmation to match', () => {
    expect(
      validateChangePassword({ currentPassword: 'x', password: 'abcdef1!', confirmPassword: 'abcdef1?' }),
    ).toEqual({ confirmPassword: 'Confirm password mismatch' });
    expect(
      validateChangePassword({ currentPassword: 'x', password: 'abcdef1!', confirmPassword: 'abcdef1!' }),
    ).toEqual({});
  });
});

describe('validateChangePassword byAdmin', () => {
  it('asks for no current password when setting another user’s', () => {
    expect(
      validateChangePassword(
        { currentPassword: '', password: 'Strong8$', confirmPassword: 'Strong8$' },
        true,
      ),
    ).toEqual({});
  });
});
