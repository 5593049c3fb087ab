import { describe, expect, it } from 'vitest';
import { validateLogin } from './validate-login';

describe('validateLogin', () => {
  it('asks for both fields, email first', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Please enter email address',
      password: 'Please enter your password',
    });
    expect(Object.keys(validateLogin({ email: ' ', password: '' }))).toEqual(['email', 'password']);
  });

  it('rejects a 7-character password and accepts 8', () => {
    expect(validateLogin({ email: 'a@b.co', password: '1234567' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(validateLogin({ email: 'a@b.co', password: '12345678' })).toEqual({});
  });
});
