import { describe, expect, it } from 'vitest';
import { validateSetNewPassword } from './validate-set-new-password';

describe('validateSetNewPassword', () => {
  it('asks for both fields', () => {
    expect(validateSetNewPassword({ password: '', confirmPassword: '' })).toEqual({
      password: 'Please enter password',
      confirmPassword: 'Please re-enter password',
    });
  });

  it('rejects 7 characters, weak passwords and a different re-entry', () => {
    expect(validateSetNewPassword({ password: 'Abc12!x', confirmPassword: 'Abc12!x' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(validateSetNewPassword({ password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toEqual({
      password: 'Please enter valid password',
    });
    expect(validateSetNewPassword({ password: 'Fresh8$pass', confirmPassword: 'Fresh8$pas' })).toEqual({
      confirmPassword: 'Password does not match',
    });
    expect(validateSetNewPassword({ password: 'Fresh8$pass', confirmPassword: 'Fresh8$pass' })).toEqual({});
  });
});
