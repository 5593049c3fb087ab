import { describe, expect, it } from 'vitest';
import {
  EMPTY_APPOINTMENT_FORM,
  slotsForMinutes,
  validateAppointment,
  type AppointmentFormValues,
} from './validate-appointment';

const valid: AppointmentFormValues = {
  date: new Date(2026, 2, 17),
  startTime: '10:00',
  service: 's1',
  subService: null,
  requiredTime: '1',
  name: 'Grace Client',
  email: 'grace@example.com',
  phone: '555-010-0199',
  gender: 'female',
  comment: '',
};

describe('validateAppointment', () => {
  it('gives the spec messages in order when everything is missing', () => {
    expect(Object.entries(validateAppointment(EMPTY_APPOINTMENT_FORM))).toEqual([
      ['date', 'Date required'],
      ['startTime', 'Time Required'],
      ['service', 'Please Select Service'],
      ['requiredTime', 'Time Required'],
      ['name', 'Please enter name'],
      ['email', 'Please enter email'],
      ['phone', 'Please enter phone no.'],
      ['gender', 'Please enter your gender'],
    ]);
  });

  it('checks the email, the phone length and the required time range', () => {
    expect(validateAppointment({ ...valid, email: 'grace@' })).toEqual({ email: 'Please enter valid email' });
    expect(validateAppointment({ ...valid, phone: '555' })).toEqual({
      phone: 'Phone number must be 10 digits',
    });
    expect(validateAppointment({ ...valid, requiredTime: '0' })).toEqual({
      requiredTime: 'Required time must be 1 to 24 slots',
    });
    expect(validateAppointment({ ...valid, requiredTime: '1.5' }).requiredTime).toBeDefined();
  });

  it('accepts a complete booking; sub-service and comment are optional', () => {
    expect(validateAppointment(valid)).toEqual({});
  });
});

describe('slotsForMinutes', () => {
  it('counts a sub-service duration in 30-minute slots, rounding up, within 1 to 24', () => {
    expect([150, 45, 30, 25, 0, 720, 900].map(slotsForMinutes)).toEqual([5, 2, 1, 1, 1, 24, 24]);
  });
});
