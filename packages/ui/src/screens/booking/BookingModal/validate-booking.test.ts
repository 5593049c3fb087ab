import { describe, expect, it } from 'vitest';
import { EMPTY_BOOKING_VALUES, validateBooking } from './validate-booking';

describe('validateBooking', () => {
  it('says what every required field needs, in the spec’s words; the gender is optional', () => {
    expect(validateBooking(EMPTY_BOOKING_VALUES)).toEqual({
      name: 'Please enter your Name',
      email: 'Please enter your Email',
      phone: 'Please enter your phone number.',
    });
  });

  it('checks the e-mail and the phone’s 10 digits; the comment is optional', () => {
    expect(
      validateBooking({ name: 'Noah', email: 'noah@', phone: '212-555', gender: 'male', comment: '' }),
    ).toEqual({ email: 'Invalid Email', phone: 'Phone number must be of 10 digits.' });
    expect(
      validateBooking({
        name: 'Noah',
        email: 'noah@example.com',
        phone: '212-555-0177',
        gender: 'other',
        comment: '',
      }),
    ).toEqual({});
    expect(
      validateBooking({
        name: 'Noah',
        email: 'noah@example.com',
        phone: '2125550177',
        gender: '',
        comment: '',
      }),
    ).toEqual({});
  });
});
