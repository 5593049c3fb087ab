import { describe, expect, it } from 'vitest';
import { validateCreateAccount, type CreateAccountValues } from './validate-create-account';

const valid: CreateAccountValues = {
  name: 'Nora Visitor',
  email: 'nora@example.com',
  phone: '718-555-0401',
  gender: 'female',
  password: 'Visitor8$pass',
};

describe('validateCreateAccount', () => {
  it('asks for every field with the spec’s messages, in order', () => {
    expect(
      Object.entries(validateCreateAccount({ name: ' ', email: '', phone: '', gender: '', password: '' })),
    ).toEqual([
      ['name', 'Please enter your Name'],
      ['email', 'Please enter your Email'],
      ['phone', 'Please enter your phone number.'],
      ['gender', 'Please select your gender'],
      ['password', 'Please enter your password'],
    ]);
  });

  it('checks the e-mail’s shape and the phone’s 10 digits', () => {
    expect(validateCreateAccount({ ...valid, email: 'nora@', phone: '718-555-04' })).toEqual({
      email: 'Invalid Email',
      phone: 'Phone number must be of 10 digits.',
    });
  });

  it('rejects 7-character and weak passwords (the old check let 7 pass)', () => {
    expect(validateCreateAccount({ ...valid, password: 'Abc12!x' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(validateCreateAccount({ ...valid, password: 'abcdefgh1' })).toEqual({
      password: 'Please enter valid password',
    });
    expect(validateCreateAccount(valid)).toEqual({});
  });
});
