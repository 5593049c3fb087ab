import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { salons } from '../src/db/schema';
import { injectAs, type TestApp } from './helper';
import { multipart, TINY_PNG } from './multipart';

const STRONG = 'Str0ng!Pass';

/** A salon made by the platform admin: nothing set up yet (no prices). Its owner's session. */
export async function newSalon(app: TestApp['app'], email: string) {
  const admin = await injectAs(app, 'admin@example.com');
  const created = await admin({
    method: 'POST',
    url: '/api/v1/salon/create-salon',
    ...multipart(
      { name: 'First Day Salon', email, phone: '2125550999', address: '1 New Street', password: STRONG },
      { field: 'image', content: TINY_PNG, name: 'logo.png' },
    ),
  });
  expect(created.statusCode).toBe(200);
  return injectAs(app, email, STRONG);
}

/**
 * A salon that chose `currency` before it had prices, as the test's starting point: written directly,
 * since the owner's call refuses to change the currency of a priced salon (the demo salons are).
 */
export async function startSalonIn(t: TestApp, salonId: string, currency: string, locale: string) {
  await t.database.db.update(salons).set({ currency, locale }).where(eq(salons.id, salonId));
}
