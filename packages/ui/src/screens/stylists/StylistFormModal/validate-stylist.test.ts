import { describe, expect, it } from 'vitest';
import { EMPTY_STYLIST_FORM, validateStylist, type StylistFormValues } from './validate-stylist';

const photo = new File(['x'], 'me.png', { type: 'image/png' });
const valid: StylistFormValues = {
  name: 'Nina Novak',
  email: 'nina@example.com',
  phone: '212-555-0199',
  address: '1 Main Street',
  gender: 'female',
  bio: '',
  password: 'Strong8$',
  photo,
};

describe('validateStylist', () => {
  it('gives every message of an empty create form, in the spec order', () => {
    expect(Object.values(validateStylist(EMPTY_STYLIST_FORM, 'create'))).toEqual([
      'Please enter name',
      'Please enter email address',
      'Please enter phone',
      'Please enter address',
      'Please select gender.',
      'Please enter password',
      'Please select files to upload',
    ]);
  });

  it('accepts a valid form', () => {
    expect(validateStylist(valid, 'create')).toEqual({});
  });

  it('checks the e-mail format and the 10 phone digits', () => {
    expect(validateStylist({ ...valid, email: 'nina@', phone: '212-555' }, 'create')).toEqual({
      email: 'Please enter valid email address',
      phone: 'Phone number must be 10 digits',
    });
  });

  it('rejects 7 characters (the old off-by-one) and weak passwords', () => {
    for (const password of ['Abc12$x', 'abcdefgh1', 'abcdefg$']) {
      expect(validateStylist({ ...valid, password }, 'create').password).toBe(
        'Password must be at least 8 characters',
      );
    }
    expect(validateStylist({ ...valid, password: 'Abc12$xy' }, 'create').password).toBeUndefined();
  });

  it('needs neither password nor photo to update', () => {
    expect(validateStylist({ ...valid, password: '', photo: null }, 'update')).toEqual({});
  });
});
