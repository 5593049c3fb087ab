import type { Database } from '../../db/client';
import type { BillingProvider, BillingReads } from '../billing';
import { SalonPaymentRepository } from './payment-repository';
import { SubscriptionRepository } from './repository';
import type { PaymentConfig } from '@salon/api/subscriptions/schemas';
import { SubscriptionService } from './service';

/** The pending subscription of an onboarding sign-up, written in the sign-up's transaction. */
export type SignupSubscriptions = Pick<SubscriptionRepository, 'createPending' | 'activateFirst'>;
/** The sign-up's first payment in the billing history, written in the sign-up's transaction. */
export type SignupPayments = Pick<SalonPaymentRepository, 'record' | 'markPendingPaid'>;

export interface SubscriptionsDeps {
  db: Database;
  billing: BillingReads;
  provider: BillingProvider;
  /** The shop's card provider's publishable key: the card form is Stripe's only when both are. */
  shopPublishableKey: string | null;
  now: () => Date;
}

/** The subscriptions module: each salon's platform subscription and its billing history. */
export function buildSubscriptions({ db, shopPublishableKey, ...deps }: SubscriptionsDeps) {
  const subscriptions = new SubscriptionRepository(db);
  const payments = new SalonPaymentRepository(db);
  const stripe = deps.provider.kind === 'stripe';
  const paymentConfig: PaymentConfig = {
    provider: stripe && shopPublishableKey ? 'stripe' : 'offline',
    publishableKey: stripe ? shopPublishableKey : null,
  };
  return {
    subscriptions: new SubscriptionService({ subscriptions, payments, paymentConfig, ...deps }),
    signupSubscriptions: subscriptions as SignupSubscriptions,
    signupPayments: payments as SignupPayments,
  };
}
