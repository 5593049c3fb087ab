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

  it('checks the e-mail format after the required check', () => {
    expect(validateLogin({ email: 'owner@example', password: '12345678' })).toEqual({
      email: 'Please enter valid email',
    });
    expect(validateLogin({ email: 'owner', password: '' })).toEqual({
      email: 'Please enter valid email',
      password: 'Please enter your password',
    });
    expect(validateLogin({ email: ' owner@example.com ', password: '12345678' })).toEqual({});
  });

  it('rejects a 7-character password and accepts 8', () => {
    expect(validateLogin({ email: 'a@b.co', password: '1234567' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(validateLogin({ email: 'a@b.co', password: '12345678' })).toEqual({});
  });
});
