import { describe, expect, it } from 'vitest';
import { EMPTY_SIGNUP, validateUserSignup, type UserSignupValues } from './validate-signup';

const valid: UserSignupValues = {
  name: 'New Client',
  email: 'new@example.com',
  phone: '5550100100',
  gender: 'other',
  salon: 'salon-1',
  password: 'Secret12!',
  confirmPassword: 'Secret12!',
};

describe('validateUserSignup', () => {
  it('gives every required message in form order', () => {
    const errors = validateUserSignup(EMPTY_SIGNUP);
    expect(Object.values(errors)).toEqual([
      'Please enter name',
      'Please enter email address',
      'Please enter phone',
      'Please select gender.',
      'Please select salon',
      'Please enter password',
    ]);
  });

  it('checks formats', () => {
    expect(validateUserSignup({ ...valid, email: 'new@' }).email).toBe('Please enter valid email');
    expect(validateUserSignup({ ...valid, phone: '555-010-010' }).phone).toBe(
      'Phone number must be 10 digits',
    );
    expect(validateUserSignup({ ...valid, password: 'Secr12!', confirmPassword: 'Secr12!' }).password).toBe(
      'Password must be at least 8 characters',
    );
    expect(
      validateUserSignup({ ...valid, password: 'Secret123', confirmPassword: 'Secret123' }).password,
    ).toBe('Please enter valid password');
    expect(validateUserSignup({ ...valid, confirmPassword: 'Secret12?' }).confirmPassword).toBe(
      'Confirm password mismatch',
    );
  });

  it('accepts a complete form', () => {
    expect(validateUserSignup(valid)).toEqual({});
  });
});
