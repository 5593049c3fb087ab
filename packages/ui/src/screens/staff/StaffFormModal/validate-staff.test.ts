import { describe, expect, it } from 'vitest';
import { EMPTY_STAFF_FORM, validateStaff, type StaffFormValues } from './validate-staff';

const valid: StaffFormValues = {
  name: 'Mia Manager',
  email: 'mia@example.com',
  phone: '212-555-0199',
  address: '1 Main Street',
  password: 'Strong8$',
  role: 'manager',
  salonId: '5a1f0000-0000-4000-8000-000000000001',
};
const create = { mode: 'create', pickSalon: false } as const;

describe('validateStaff', () => {
  it("gives every message of the admin's empty create form, in the spec order", () => {
    expect(Object.values(validateStaff(EMPTY_STAFF_FORM, { mode: 'create', pickSalon: true }))).toEqual([
      'Please enter name',
      'Please enter email address',
      'Please enter phone',
      'Please enter address',
      'Please enter password',
      'Please select role',
      'Please select salon',
    ]);
  });

  it('asks for the salon from the admin only', () => {
    expect(validateStaff({ ...valid, salonId: null }, create)).toEqual({});
  });

  it('checks the e-mail format and the 10 phone digits', () => {
    expect(validateStaff({ ...valid, email: 'mia@', phone: '212-555' }, create)).toEqual({
      email: 'Please enter valid email',
      phone: 'Phone number must be 10 digits',
    });
  });

  it('rejects 7 characters (the old off-by-one) and weak passwords', () => {
    for (const password of ['Abc12$x', 'abcdefgh1', 'abcdefg$']) {
      expect(validateStaff({ ...valid, password }, create).password).toBe(
        'Password must be at least 8 characters',
      );
    }
    expect(validateStaff({ ...valid, password: 'Abc12$xy' }, create).password).toBeUndefined();
  });

  it('needs no password, role or salon to update (they are locked)', () => {
    expect(
      validateStaff(
        { ...valid, password: '', role: null, salonId: null },
        { mode: 'update', pickSalon: true },
      ),
    ).toEqual({});
  });
});
