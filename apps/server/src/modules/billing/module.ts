import type { Database } from '../../db/client';
import type { BillingProvider } from './provider';
import { BillingRepository } from './repository';
import { BillingService } from './service';

/** What the subscriptions and the onboarding read of the platform's packages, plans and promotion codes. */
export type BillingReads = Pick<BillingRepository, 'findPackage' | 'findPlan' | 'findPromotionCode'>;

/** The billing module: the platform's packages, plans, coupons and promotion codes. */
export function buildBilling({ db, provider }: { db: Database; provider: BillingProvider }) {
  const rows = new BillingRepository(db);
  return { billing: new BillingService(rows, provider), billingReads: rows as BillingReads };
}
