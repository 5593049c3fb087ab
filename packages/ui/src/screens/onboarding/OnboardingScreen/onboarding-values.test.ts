import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HOURS,
  EMPTY_ONBOARDING,
  END_TOO_SOON,
  furthestStep,
  type OnboardingPackage,
  type OnboardingValues,
  PASSWORD_RULE,
  STYLIST_EMAIL_TAKEN,
  STYLIST_PHONE_TAKEN,
  nextRange,
  START_BEFORE_PREVIOUS_END,
  validateHours,
  validateSalon,
  validateStylist,
} from './onboarding-values';

describe('onboarding validation', () => {
  it('salon: the spec messages, the password rule and the match', () => {
    expect(
      validateSalon({
        name: '',
        email: 'x',
        phone: '',
        address: '',
        password: 'abc',
        confirmPassword: 'b',
        country: '',
        timeZone: 'Europe/London',
        currency: 'GBP',
        locale: 'en-GB',
      }),
    ).toEqual({
      country: 'Please select the country',
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
        country: 'US',
        timeZone: 'America/New_York',
        currency: 'USD',
        locale: 'en-US',
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

  const monday = (ranges: Array<{ startTime: string; endTime: string }>) =>
    DEFAULT_HOURS.map((day) => (day.day === 'Mon' ? { ...day, ranges } : day));

  it('hours: 30 minutes at least on open days', () => {
    expect(validateHours(DEFAULT_HOURS)).toEqual({});
    expect(validateHours(monday([{ startTime: '09:00', endTime: '09:29' }]))).toEqual({ Mon: END_TOO_SOON });
  });

  it('hours: several ranges a day, each starting after the previous one ends', () => {
    const split = [
      { startTime: '09:00', endTime: '13:00' },
      { startTime: '14:00', endTime: '18:00' },
    ];
    expect(validateHours(monday(split))).toEqual({});
    expect(
      validateHours(monday([split[0]!, { startTime: '13:00', endTime: '18:00' }])),
      'back to back',
    ).toEqual({});
    expect(validateHours(monday([split[0]!, { startTime: '12:30', endTime: '18:00' }]))).toEqual({
      Mon: START_BEFORE_PREVIOUS_END,
    });
    expect(validateHours(monday([split[0]!, { startTime: '14:00', endTime: '' }]))).toEqual({
      Mon: 'End time required',
    });
  });

  it('hours: a new range starts an hour after the last one ends', () => {
    expect(nextRange([{ startTime: '09:00', endTime: '13:00' }])).toEqual({
      startTime: '14:00',
      endTime: '16:00',
    });
    expect(nextRange([{ startTime: '20:00', endTime: '23:00' }])).toEqual({
      startTime: '22:00',
      endTime: '23:59',
    });
  });
});

describe('furthestStep: an address past what is filled in opens the first step still to fill', () => {
  const pkg: OnboardingPackage = {
    id: 'prod_pro',
    name: 'Pro',
    description: '',
    calendars: 2,
    plan: { id: 'price_pro', amount: 4900, interval: 'month' },
  };
  const filled: OnboardingValues = {
    ...EMPTY_ONBOARDING,
    salon: {
      name: 'Bella',
      email: 'bella@example.com',
      phone: '5551234567',
      address: '1 Main Street',
      password: 'Bella#Hair',
      confirmPassword: 'Bella#Hair',
      country: 'US',
      timeZone: 'America/New_York',
      currency: 'USD',
      locale: 'en-US',
    },
    packageId: pkg.id,
    planId: pkg.plan.id,
    stylists: [{ name: 'Mia', email: 'mia@example.com', phone: '5559876543', gender: 'female' }],
  };

  it('walks the steps in order', () => {
    expect(furthestStep(EMPTY_ONBOARDING, null)).toBe(0);
    expect(furthestStep({ ...filled, planId: null }, null)).toBe(1);
    expect(furthestStep({ ...filled, stylists: [] }, pkg)).toBe(2);
    expect(furthestStep({ ...filled, stylists: Array(3).fill(filled.stylists[0]) }, pkg)).toBe(2);
    const closedEarly = DEFAULT_HOURS.map((day) => ({
      ...day,
      ranges: [{ startTime: '09:00', endTime: '09:10' }],
    }));
    expect(furthestStep({ ...filled, hours: closedEarly }, pkg)).toBe(3);
    expect(furthestStep(filled, pkg)).toBe(4);
  });

  it('stops at the step whose e-mail the server says is in use', () => {
    expect(furthestStep(filled, pkg, ['bella@example.com'])).toBe(0);
    expect(furthestStep(filled, pkg, ['mia@example.com'])).toBe(2);
  });
});
