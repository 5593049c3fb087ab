import { describe, expect, it } from 'vitest';
import { EMPTY_SALON_FORM, validateSalon, type SalonFormValues } from './validate-salon';

const logo = new File(['x'], 'logo.png', { type: 'image/png' });
const valid: SalonFormValues = {
  name: 'Nova Salon',
  email: 'nova@example.com',
  phone: '212-555-0199',
  address: '1 Main Street',
  logo,
  password: 'Strong8$',
  country: 'GB',
  timeZone: 'Europe/London',
  currency: 'GBP',
  locale: 'en-GB',
};

describe('validateSalon', () => {
  it('gives every message of an empty create form, in the spec order', () => {
    expect(Object.values(validateSalon(EMPTY_SALON_FORM, 'create'))).toEqual([
      'Please enter name',
      'Please enter email address',
      'Please enter phone',
      'Please enter address',
      'Please select files to upload',
      'Please enter password',
    ]);
  });

  it('accepts a valid form', () => {
    expect(validateSalon(valid, 'create')).toEqual({});
  });

  it('checks the e-mail format and the 10 phone digits', () => {
    expect(validateSalon({ ...valid, email: 'nova@', phone: '212-555' }, 'create')).toEqual({
      email: 'Please enter valid email address',
      phone: 'Phone number must be 10 digits',
    });
  });

  it('rejects 7 characters (the old off-by-one) and weak passwords', () => {
    for (const password of ['Abc12$x', 'abcdefgh1', 'abcdefg$']) {
      expect(validateSalon({ ...valid, password }, 'create').password).toBe(
        'Password must be at least 8 characters',
      );
    }
    expect(validateSalon({ ...valid, password: 'Abc12$xy' }, 'create').password).toBeUndefined();
  });

  it('needs neither password nor logo to update', () => {
    expect(validateSalon({ ...valid, password: '', logo: null }, 'update')).toEqual({});
  });

  it('asks where a new salon is; an update keeps where it is', () => {
    expect(validateSalon({ ...valid, country: '', timeZone: '' }, 'create')).toEqual({
      country: 'Please select the country',
      timeZone: 'Please select the time zone',
    });
    expect(validateSalon({ ...valid, country: '', timeZone: '' }, 'update')).toEqual({});
  });
});
