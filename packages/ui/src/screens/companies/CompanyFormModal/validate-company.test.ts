import { describe, expect, it } from 'vitest';
import { validateCompany, type CompanyFormValues } from './validate-company';

const valid: CompanyFormValues = {
  name: 'Brightline Media',
  email: 'office@brightline.example.com',
  phone: '212-555-0301',
  address: '350 Fifth Avenue',
};

describe('validateCompany', () => {
  it('gives every message in field order when all fail', () => {
    expect(Object.entries(validateCompany({ name: '', email: '', phone: '', address: '' }))).toEqual([
      ['name', 'Please enter name'],
      ['email', 'Please enter email address'],
      ['phone', 'Please enter phone'],
      ['address', 'Please enter address'],
    ]);
  });

  it('checks the e-mail format and the phone length', () => {
    expect(validateCompany({ ...valid, email: 'office@' })).toEqual({ email: 'Please enter valid email' });
    expect(validateCompany({ ...valid, phone: '212555' })).toEqual({
      phone: 'Phone number must be 10 digits',
    });
  });

  it('accepts a complete company', () => {
    expect(validateCompany(valid)).toEqual({});
  });
});
