import { randomBytes } from 'node:crypto';
import type {
  BillingProvider,
  ProviderSubscription,
  RenewSubscriptionInput,
  StartSubscriptionInput,
} from './provider';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `prod_` and 14 random letters and digits, the shape of Stripe's ids. */
export function offlineId(prefix: 'prod' | 'price' | 'coupon' | 'promo' | 'cus' | 'sub'): string {
  const bytes = randomBytes(14);
  let tail = '';
  for (const byte of bytes) tail += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${tail}`;
}

/**
 * The provider without a card processor (the embedded default and the tests): it answers fresh ids and
 * keeps nothing, since the objects are the rows our tables hold. Changes and removals need no call.
 */
export class OfflineBillingProvider implements BillingProvider {
  readonly kind = 'offline' as const;

  constructor(private readonly now: () => Date = () => new Date()) {}

  async createProduct(): Promise<string> {
    return offlineId('prod');
  }

  async updateProduct(): Promise<void> {}

  async removeProduct(): Promise<void> {}

  async createPrice(): Promise<string> {
    return offlineId('price');
  }

  async setPriceActive(): Promise<void> {}

  async removePrice(): Promise<void> {}

  async createCoupon(): Promise<string> {
    return offlineId('coupon');
  }

  async renameCoupon(): Promise<void> {}

  async deleteCoupon(): Promise<void> {}

  async createPromotionCode(): Promise<string> {
    return offlineId('promo');
  }

  async setPromotionCodeActive(): Promise<void> {}

  async startSubscription(input: StartSubscriptionInput): Promise<ProviderSubscription> {
    return this.subscription(offlineId('cus'), input.interval);
  }

  /** Offline there is nothing to ask: a subscription is what our table says. */
  async retrieveSubscription(id: string): Promise<ProviderSubscription> {
    return { ...this.subscription('', 'month'), id };
  }

  /** Offline a sign-up's payment is what our sign-up row says: nothing is left to charge elsewhere. */
  async cancelUnpaidSubscription(_id: string): Promise<'canceled' | 'paid'> {
    return 'canceled';
  }

  async setCancelAtPeriodEnd(): Promise<void> {}

  /** A new period from now; no card is charged offline. */
  async renewSubscription(input: RenewSubscriptionInput): Promise<ProviderSubscription> {
    return this.subscription(input.customerId, input.interval);
  }

  private subscription(customerId: string, interval: 'month' | 'year'): ProviderSubscription {
    const start = this.now();
    return {
      id: offlineId('sub'),
      customerId,
      status: 'active',
      clientSecret: null,
      currentPeriodStart: start,
      currentPeriodEnd: addInterval(start, interval),
      cancelAtPeriodEnd: false,
    };
  }
}

/** One month or one year later, in UTC. */
export function addInterval(from: Date, interval: 'month' | 'year'): Date {
  const to = new Date(from);
  if (interval === 'month') to.setUTCMonth(to.getUTCMonth() + 1);
  else to.setUTCFullYear(to.getUTCFullYear() + 1);
  return to;
}
