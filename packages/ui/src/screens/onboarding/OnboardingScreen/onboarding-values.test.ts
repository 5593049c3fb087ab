import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HOURS,
  END_TOO_SOON,
  PASSWORD_RULE,
  STYLIST_EMAIL_TAKEN,
  STYLIST_PHONE_TAKEN,
  validateHours,
  validateSalon,
  validateStylist,
} from './onboarding-values';

describe('onboarding validation', () => {
  it('salon: the spec messages, the password rule and the match', () => {
    expect(
      validateSalon({ name: '', email: 'x', phone: '', address: '', password: 'abc', confirmPassword: 'b' }),
    ).toEqual({
      name: 'Please enter name.',
      address: 'Please enter address',
      email: 'Please enter valid email',
      phone: 'Please enter phone no.',
      password: PASSWORD_RULE,
      confirmPassword: 'Password does not match',
    });
    expect(
      validateSalon({
        name: 'Bella',
        email: 'b@example.com',
        phone: '5551234567',
        address: '1 Main',
        password: 'Bella#Hair',
        confirmPassword: 'Bella#Hair',
      }),
    ).toEqual({});
  });

  it('stylist: duplicates of the sign-up are refused', () => {
    const errors = validateStylist(
      { name: 'Mia', email: 'MIA@example.com', phone: '555-987-6543', gender: 'female' },
      { emails: ['mia@example.com'], phones: ['5559876543'] },
    );
    expect(errors).toEqual({ email: STYLIST_EMAIL_TAKEN, phone: STYLIST_PHONE_TAKEN });
    expect(
      validateStylist({ name: '', email: '', phone: '', gender: '' }, { emails: [], phones: [] }),
    ).toEqual({
      name: 'Please enter name',
      email: 'Please enter email',
      phone: 'Please enter phone no.',
      gender: 'Please enter gender',
    });
  });

  it('hours: 30 minutes at least on open days', () => {
    expect(validateHours(DEFAULT_HOURS)).toEqual({});
    const short = DEFAULT_HOURS.map((day) => (day.day === 'Mon' ? { ...day, endTime: '09:29' } : day));
    expect(validateHours(short)).toEqual({ Mon: END_TOO_SOON });
  });
});
