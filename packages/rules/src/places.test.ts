import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, isCountryCode, isTimeZone, placeOfCountry, proposedPlace } from './places';

describe('where a salon is', () => {
  it('knows the ISO 3166 alpha-2 codes, upper case, and nothing else', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(isCountryCode('GB')).toBe(true);
    expect(isCountryCode('IN')).toBe(true);
    expect(isCountryCode('UK')).toBe(false);
    expect(isCountryCode('gb')).toBe(false);
    expect(isCountryCode('EU')).toBe(false);
  });

  it('takes IANA zones, not offsets or free text', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('+05:30')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it("gives a country's currency, locale and zone: a UK salon is London, pounds, en-GB", () => {
    const current = { country: 'US', timeZone: 'America/New_York', currency: 'USD', locale: 'en-US' };
    expect(placeOfCountry('GB', current)).toEqual({
      country: 'GB',
      timeZone: 'Europe/London',
      currency: 'GBP',
      locale: 'en-GB',
    });
    expect(placeOfCountry('US', { ...current, timeZone: 'America/Chicago' }).timeZone).toBe(
      'America/Chicago',
    );
    expect(placeOfCountry('IN', current).currency).toBe('INR');
  });

  it("proposes the browser's zone and its country", () => {
    expect(proposedPlace('Europe/London', 'en-US')).toEqual({
      country: 'GB',
      timeZone: 'Europe/London',
      currency: 'GBP',
      locale: 'en-GB',
    });
    expect(proposedPlace('Asia/Kolkata').country).toBe('IN');
    expect(proposedPlace('UTC', 'en-US')).toMatchObject({ country: 'US', timeZone: 'America/New_York' });
    expect(proposedPlace('America/Boise', 'en-US')).toMatchObject({
      country: 'US',
      timeZone: 'America/Boise',
    });
    expect(proposedPlace('UTC')).toMatchObject({ country: '', timeZone: 'UTC' });
  });
});
