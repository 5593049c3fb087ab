import { describe, expect, it } from 'vitest';
import { validateUser, type UserFormValues } from './validate-user';

const empty: UserFormValues = { name: '', email: '', phone: '', gender: null, stylist: null, clientNote: '' };
const valid: UserFormValues = {
  name: 'Grace Miller',
  email: 'grace@example.com',
  phone: '212-555-0142',
  gender: 'female',
  stylist: 's1',
  clientNote: 'Likes it short.',
};

describe('validateUser', () => {
  it('gives every message of spec 1 §5 in order when all fail', () => {
    expect(Object.entries(validateUser(empty))).toEqual([
      ['name', 'Please enter name'],
      ['email', 'Please enter email address'],
      ['phone', 'Please enter phone'],
      ['gender', 'Please select gender.'],
    ]);
  });

  it('checks the e-mail format and the phone length without dashes', () => {
    expect(validateUser({ ...valid, email: 'grace@' })).toEqual({ email: 'Please enter valid email' });
    expect(validateUser({ ...valid, phone: '212-555-01' })).toEqual({
      phone: 'Phone number must be 10 digits',
    });
    expect(validateUser({ ...valid, name: '   ', clientNote: ' ' })).toEqual({
      name: 'Please enter name',
    });
  });

  it('accepts a complete user', () => {
    expect(validateUser(valid)).toEqual({});
  });

  it('accepts a user without a stylist or a note', () => {
    expect(validateUser({ ...valid, stylist: null, clientNote: '' })).toEqual({});
  });
});
