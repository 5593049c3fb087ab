import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentCustomers } from '../../db/schema';
import type { PaymentProviderName } from '@salon/api/orders/schemas';

/**
 * `payment_customers` (the only code that writes it): each client's customer at the payment provider,
 * per salon, by e-mail, so a returning client's card setups reuse it.
 */
export class PaymentCustomerRepository {
  constructor(private readonly db: Database) {}

  /** The client's customer at `provider` for this salon, if a card was set up before. */
  async customerOf(salonId: string, provider: PaymentProviderName, email: string): Promise<string | null> {
    const [row] = await this.db
      .select({ customerId: paymentCustomers.customerId })
      .from(paymentCustomers)
      .where(
        and(
          eq(paymentCustomers.salonId, salonId),
          eq(paymentCustomers.provider, provider),
          eq(paymentCustomers.email, email.toLowerCase()),
        ),
      );
    return row?.customerId ?? null;
  }

  /** Keeps the client's first customer: a second made meanwhile (two bookings at once) is not kept. */
  async keep(
    salonId: string,
    provider: PaymentProviderName,
    email: string,
    customerId: string,
  ): Promise<void> {
    await this.db
      .insert(paymentCustomers)
      .values({ salonId, provider, email: email.toLowerCase(), customerId })
      .onConflictDoNothing();
  }
}
