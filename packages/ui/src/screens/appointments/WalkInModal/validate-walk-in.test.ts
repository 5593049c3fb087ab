import { describe, expect, it } from 'vitest';
import { EMPTY_WALK_IN, validateWalkIn } from './validate-walk-in';

const filled = { ...EMPTY_WALK_IN, stylistId: 'stella', service: 'haircuts', name: 'Sam' };

describe('validateWalkIn', () => {
  it('takes a name alone: the e-mail and phone are optional', () => {
    expect(validateWalkIn(filled)).toEqual({});
  });

  it('checks an e-mail or phone only when typed, and needs the stylist, service, length and name', () => {
    expect(validateWalkIn({ ...filled, email: 'sam@', phone: '212-555' })).toEqual({
      email: 'Please enter valid email',
      phone: 'Phone number must be 10 digits',
    });
    expect(validateWalkIn({ ...filled, email: 'sam@example.com', phone: '212-555-0100' })).toEqual({});
    expect(validateWalkIn({ ...EMPTY_WALK_IN, minutes: '0' })).toEqual({
      stylistId: 'Please select a stylist',
      service: 'Please Select Service',
      minutes: 'Duration must be 1 to 780 minutes',
      name: 'Please enter name',
    });
  });
});
