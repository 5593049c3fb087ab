import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OnboardingPaymentResult } from '@salon/api/onboarding/schemas';
import { availabilitySlots, salons } from '../src/db/schema';
import { instantToLocal } from '../src/lib/time-zones';
import { PRO_MONTHLY_PLAN_ID, PRO_PACKAGE_ID } from '../src/seed/billing';
import { call } from './helper';
import { useTestApp } from './use-test-app';

/*
 * A salon is somewhere from its first day: the wizard sends its country, zone, currency and locale; the
 * server checks each (an ISO 3166 country, an IANA zone, an ISO 4217 currency, a locale Intl formats)
 * and stores them on the salon, whose first slots are made on its own clock.
 */
const API = '/api/v1';
const t = useTestApp();

let sequence = 0;
const HOURS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((day) => ({
  day,
  slot: day === 'Sun' ? [] : [{ startTime: '09:00', endTime: '17:00' }],
}));

const LONDON = { country: 'GB', timeZone: 'Europe/London', currency: 'GBP', locale: 'en-GB' };

function signup(place: Record<string, string>) {
  sequence += 1;
  const n = `${Date.now() % 100000}p${sequence}`;
  const phone = (k: number) => `56${String(sequence).padStart(3, '0')}${k}`.padEnd(10, '3');
  return {
    salon: {
      name: `Place ${n}`,
      email: `owner.${n}@place.test`,
      phone: phone(0),
      address: '221B Baker Street, London',
      password: 'Bella#Hair',
      ...place,
    },
    stylist: [{ name: 'Ada', email: `ada.${n}@place.test`, phone: phone(1), gender: 'female' }],
    maxCalendar: 5,
    businessHours: HOURS,
    payment: { id: '4242 4242 4242 4242' },
    subscription: { package: PRO_PACKAGE_ID, plan: PRO_MONTHLY_PLAN_ID, maxCalendar: 5 },
    idempotencyKey: `place-${n}-${Math.random().toString(36).slice(2, 10)}`,
  };
}

const post = (payload: object) =>
  call<OnboardingPaymentResult>(t.app, { method: 'POST', url: `${API}/users/onboard-signup`, payload });

describe('where a new salon is', () => {
  it('stores the country, zone, currency and locale of a London salon, and opens at 09:00 London time', async () => {
    const body = signup(LONDON);
    const answer = await post(body);
    expect(answer.statusCode, answer.body.message).toBe(200);
    const done = await call(t.app, {
      method: 'POST',
      url: `${API}/users/onboard-done`,
      payload: { clientId: answer.body.data.clientId, plan: PRO_MONTHLY_PLAN_ID },
    });
    expect(done.statusCode, done.body.message).toBe(200);

    const [salon] = await t.database.db.select().from(salons).where(eq(salons.name, body.salon.name));
    expect(salon).toMatchObject(LONDON);
    const slots = await t.database.db
      .select({ startsAt: availabilitySlots.startsAt })
      .from(availabilitySlots)
      .where(eq(availabilitySlots.salonId, salon!.id));
    expect(slots.length).toBeGreaterThan(20);
    const starts = new Set(slots.map((slot) => instantToLocal('Europe/London', slot.startsAt).time));
    expect(Math.min(...[...starts].map((time) => Number(time.replace(':', ''))))).toBe(900);
  });

  it('refuses a zone, currency, country or locale that is not one, naming the field', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [
        { timeZone: 'Mars/Olympus_Mons' },
        'salon.timeZone: must be a time zone of the IANA database, such as Europe/London',
      ],
      [
        { timeZone: '+01:00' },
        'salon.timeZone: must be a time zone of the IANA database, such as Europe/London',
      ],
      [{ currency: 'XYZ' }, 'salon.currency: must be a known ISO 4217 currency code, such as USD or EUR'],
      [{ currency: 'gbp' }, 'salon.currency: must be a known ISO 4217 currency code, such as USD or EUR'],
      [
        { country: 'UK' },
        'salon.country: must be an ISO 3166 country code of two capital letters, such as GB or US',
      ],
      [
        { country: 'gb' },
        'salon.country: must be an ISO 3166 country code of two capital letters, such as GB or US',
      ],
      [{ locale: 'english' }, 'salon.locale: must be a locale such as en-US, de-DE or fr-FR'],
    ];
    for (const [change, message] of cases) {
      const body = signup({ ...LONDON, ...change });
      const answer = await post(body);
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(answer.body.message).toBe(message);
      expect(await t.database.db.select().from(salons).where(eq(salons.name, body.salon.name))).toEqual([]);
    }
    const { timeZone: _zone, ...withoutZone } = LONDON;
    const missing = await post(signup(withoutZone));
    expect(missing.statusCode).toBe(400);
    expect(missing.body.message).toBe('salon.timeZone: is required');
  });
});
