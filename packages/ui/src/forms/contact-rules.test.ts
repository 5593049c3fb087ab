import { describe, expect, it } from 'vitest';
import {
  addressError,
  contactChecks,
  contactPayload,
  emailError,
  INVALID_EMAIL,
  INVALID_EMAIL_ADDRESS,
  nameError,
  passwordError,
  phoneError,
} from './contact-rules';
import { failing } from './rules';

describe('contact rules', () => {
  it('sends a contact trimmed, with the phone as its digits', () => {
    expect(contactPayload({ name: ' Ada ', email: ' ada@example.com ', phone: '212-555-0101' })).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      phone: '2125550101',
    });
  });

  it('asks for a name and an address that are not blank', () => {
    expect(nameError('  ')).toBe('Please enter name');
    expect(nameError('Ada')).toBeUndefined();
    expect(addressError('')).toBe('Please enter address');
    expect(addressError('1 Main Street')).toBeUndefined();
  });

  it('words a missing and a malformed e-mail as the form asks', () => {
    expect(emailError(' ', INVALID_EMAIL)).toBe('Please enter email address');
    expect(emailError('', INVALID_EMAIL, 'Please enter email')).toBe('Please enter email');
    expect(emailError('ada@', INVALID_EMAIL)).toBe('Please enter valid email');
    expect(emailError('ada@', INVALID_EMAIL_ADDRESS)).toBe('Please enter valid email address');
    expect(emailError('ada@example.com', INVALID_EMAIL)).toBeUndefined();
  });

  it('counts the phone digits without dashes', () => {
    expect(phoneError('')).toBe('Please enter phone');
    expect(phoneError('', 'Please enter phone no.')).toBe('Please enter phone no.');
    expect(phoneError('212-555')).toBe('Phone number must be 10 digits');
    expect(phoneError('212-555-0199')).toBeUndefined();
  });

  it('rejects 7 characters (the old off-by-one) and weak passwords', () => {
    expect(passwordError('')).toBe('Please enter password');
    expect(passwordError('Abc12$x')).toBe('Password must be at least 8 characters');
    expect(passwordError('abcdefgh1')).toBe('Password must be at least 8 characters');
    expect(passwordError('abcdefgh1', 'Please enter valid password')).toBe('Please enter valid password');
    expect(passwordError('Abc12$x', 'Please enter valid password')).toBe(
      'Password must be at least 8 characters',
    );
    expect(passwordError('Abc12$xy')).toBeUndefined();
  });

  it('checks name, email, phone and address in the spec order', () => {
    const empty = { name: '', email: '', phone: '', address: '' };
    expect(Object.values(failing(contactChecks(empty, INVALID_EMAIL)))).toEqual([
      'Please enter name',
      'Please enter email address',
      'Please enter phone',
      'Please enter address',
    ]);
    const valid = { name: 'Ada', email: 'ada@example.com', phone: '2125550199', address: '1 Main Street' };
    expect(failing(contactChecks(valid, INVALID_EMAIL))).toEqual({});
  });
});
