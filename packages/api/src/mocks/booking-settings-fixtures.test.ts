import { assert, is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  BookingPolicy,
  DEFAULT_BOOKING_POLICY,
  SalonTimeZone,
  SalonTimeZoneBody,
  policySentence,
  tooLateMessage,
} from '../booking-settings/schemas';
import { bookingPolicy, dayNoticePolicy, salonTimeZone } from './factories/booking-settings';

// Every fixture a story or test serves must pass the contract it claims to follow.
describe('cancellation policy fixtures and texts', () => {
  it('serves the default (15 minutes) and a day’s notice', () => {
    assert(bookingPolicy, BookingPolicy);
    assert(dayNoticePolicy, BookingPolicy);
    expect(DEFAULT_BOOKING_POLICY).toEqual({ cutoffMinutes: 15 });
  });

  it('takes 15 minutes or whole hours up to a week', () => {
    expect(is({ cutoffMinutes: 15 }, BookingPolicy)).toBe(true);
    expect(is({ cutoffMinutes: 120 }, BookingPolicy)).toBe(true);
    expect(is({ cutoffMinutes: 168 * 60 }, BookingPolicy)).toBe(true);
    expect(is({ cutoffMinutes: 90 }, BookingPolicy)).toBe(false);
    expect(is({ cutoffMinutes: 0 }, BookingPolicy)).toBe(false);
    expect(is({ cutoffMinutes: 169 * 60 }, BookingPolicy)).toBe(false);
  });

  it('words the policy and the refusal with the salon’s phone', () => {
    expect(policySentence(15)).toBe(
      'You can cancel or reschedule online up to 15 minutes before your appointment.',
    );
    expect(policySentence(60)).toContain('up to 1 hour before');
    expect(policySentence(1440)).toContain('up to 24 hours before');
    expect(tooLateMessage('2125550100')).toBe(
      'This appointment can no longer be cancelled online. Please call the salon on 212-555-0100.',
    );
  });

  it('serves New York as the salon’s zone, and takes only IANA zones', () => {
    assert(salonTimeZone, SalonTimeZone);
    expect(is({ timeZone: 'Asia/Kolkata' }, SalonTimeZoneBody)).toBe(true);
    expect(is({ timeZone: 'Europe/Londres' }, SalonTimeZoneBody)).toBe(false);
    expect(is({ timeZone: 'UTC+1' }, SalonTimeZoneBody)).toBe(false);
  });
});
