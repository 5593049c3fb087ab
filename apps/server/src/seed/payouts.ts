import type { Database } from '../db/client';
import { payoutAccounts } from '../db/schema';
import { offlineAccountId } from '../modules/payouts';
import { DEMO_SALON_ID, SECOND_SALON_ID } from './demo-data';

/**
 * The demo salons' payout accounts, set up offline (able to take charges and be paid out), so
 * `npm start` sells with the test cards. Under Stripe they count as not connected: the owner sets up a
 * Stripe account from the Payouts page.
 */
export async function seedPayouts(db: Database): Promise<void> {
  await db
    .insert(payoutAccounts)
    .values(
      [DEMO_SALON_ID, SECOND_SALON_ID].map((salonId) => ({
        salonId,
        provider: 'offline' as const,
        accountId: offlineAccountId(salonId),
        chargesEnabled: true,
        payoutsEnabled: true,
        detailsSubmitted: true,
      })),
    )
    .onConflictDoNothing();
}
