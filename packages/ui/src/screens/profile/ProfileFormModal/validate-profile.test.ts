import { describe, expect, it } from 'vitest';
import { validateProfile, type ProfileFormValues } from './validate-profile';

const empty: ProfileFormValues = { name: '', email: '', phone: '', address: '', services: [] };
const valid: ProfileFormValues = {
  name: 'Stella Stylist',
  email: 'stella@example.com',
  phone: '555-010-0100',
  address: '12 Market Street',
  services: ['s1'],
};

describe('validateProfile', () => {
  it('gives every message in field order when all fail', () => {
    const errors = validateProfile(empty, { requireServices: true });
    expect(Object.entries(errors)).toEqual([
      ['name', 'Please enter name'],
      ['email', 'Please enter email address'],
      ['phone', 'Please enter phone'],
      ['address', 'Please enter address'],
      ['services', 'Please select services'],
    ]);
  });

  it('asks services of stylists only', () => {
    expect(validateProfile({ ...valid, services: [] }, { requireServices: false })).toEqual({});
  });

  it('checks the email and the phone length', () => {
    expect(validateProfile({ ...valid, email: 'stella@' }, { requireServices: true })).toEqual({
      email: 'Please enter valid email address',
    });
    expect(validateProfile({ ...valid, phone: '555-010' }, { requireServices: true })).toEqual({
      phone: 'Phone number must be 10 digits',
    });
  });

  it('accepts a complete profile', () => {
    expect(validateProfile(valid, { requireServices: true })).toEqual({});
  });
});
