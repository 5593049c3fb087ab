import type { Database } from '../db/client';
import { salonSubscriptions, type NewSalonSubscriptionRow } from '../db/schema';
import { BASIC_MONTHLY_PLAN_ID, BASIC_PACKAGE_ID, PRO_ANNUAL_PLAN_ID, PRO_PACKAGE_ID } from './billing';
import { DEMO_SALON_ID, SECOND_SALON_ID } from './demo-data';

const DAY_MS = 86_400_000;

/**
 * Fixed ids of the demo subscriptions: the demo salon's is active, the second salon's expired two days
 * ago (past due: still open, within the 14 days of grace).
 */
export const ACTIVE_SUBSCRIPTION_ID = '5b5c0000-0000-4000-8000-000000000001';
export const EXPIRED_SUBSCRIPTION_ID = '5b5c0000-0000-4000-8000-000000000002';

/** The demo subscriptions, relative to `now` so the active one stays active (about 3 months left). */
export function demoSubscriptions(now: Date): NewSalonSubscriptionRow[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  return [
    {
      id: ACTIVE_SUBSCRIPTION_ID,
      salonId: DEMO_SALON_ID,
      planName: 'Salon Pro',
      amountCents: 49_900,
      interval: 'year',
      startedAt: at(-270),
      expiresAt: at(95),
      active: true,
      packageId: PRO_PACKAGE_ID,
      planId: PRO_ANNUAL_PLAN_ID,
    },
    {
      id: EXPIRED_SUBSCRIPTION_ID,
      salonId: SECOND_SALON_ID,
      planName: 'Salon Basic',
      amountCents: 2_900,
      interval: 'month',
      startedAt: at(-32),
      expiresAt: at(-2),
      active: true,
      packageId: BASIC_PACKAGE_ID,
      planId: BASIC_MONTHLY_PLAN_ID,
    },
  ];
}

/** Idempotent: existing ids are left alone. */
export async function seedSubscriptions(db: Database, now = new Date()): Promise<void> {
  await db.insert(salonSubscriptions).values(demoSubscriptions(now)).onConflictDoNothing();
}
