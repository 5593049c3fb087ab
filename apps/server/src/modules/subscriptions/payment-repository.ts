import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { salonPayments, type SalonPaymentRow, type SubscriptionIntervalValue } from '../../db/schema';

/** A payment to record: a sign-up's first (pending until it completes) or a renewal. */
export interface NewSalonPayment {
  salonId: string;
  planName: string;
  interval: SubscriptionIntervalValue;
  amountCents: number;
  discountCents: number;
  currency: string;
  status: 'pending' | 'paid' | 'failed';
  periodStart: Date;
  periodEnd: Date;
  paidAt: Date | null;
  providerInvoiceId: string | null;
  hostedInvoiceUrl: string | null;
}

/**
 * The salons' payments of their subscription (the billing history): the only code that knows
 * `salon_payments`. The onboarding writes a sign-up's first payment through it, in its transaction.
 */
export class SalonPaymentRepository {
  constructor(private readonly db: Database) {}

  async record(payment: NewSalonPayment, tx?: Database): Promise<void> {
    await (tx ?? this.db).insert(salonPayments).values(payment);
  }

  /** The salon's pending payments become paid at `paidAt` (a sign-up completing), in `tx`. */
  async markPendingPaid(salonId: string, paidAt: Date, tx?: Database): Promise<void> {
    await (tx ?? this.db)
      .update(salonPayments)
      .set({ status: 'paid', paidAt })
      .where(and(eq(salonPayments.salonId, salonId), eq(salonPayments.status, 'pending')));
  }

  /**
   * The provider says an invoice was paid: the salon's row of that invoice becomes paid with its hosted
   * page, or, for an invoice not recorded yet (a renewal), `renewal` is recorded. Answers whether a row
   * was added.
   */
  async invoicePaid(
    salonId: string,
    invoice: { id: string; hostedUrl: string | null; paidAt: Date },
    renewal: () => NewSalonPayment,
    tx?: Database,
  ): Promise<boolean> {
    const db = tx ?? this.db;
    const updated = await db
      .update(salonPayments)
      .set({
        status: 'paid',
        paidAt: invoice.paidAt,
        ...(invoice.hostedUrl ? { hostedInvoiceUrl: invoice.hostedUrl } : {}),
      })
      .where(and(eq(salonPayments.salonId, salonId), eq(salonPayments.providerInvoiceId, invoice.id)))
      .returning({ id: salonPayments.id });
    if (updated.length > 0) return false;
    const inserted = await db
      .insert(salonPayments)
      .values(renewal())
      .onConflictDoNothing()
      .returning({ id: salonPayments.id });
    return inserted.length > 0;
  }

  /** The salon's payments, newest first. */
  async list(salonId: string, limit = 100): Promise<SalonPaymentRow[]> {
    return this.db
      .select()
      .from(salonPayments)
      .where(eq(salonPayments.salonId, salonId))
      .orderBy(desc(salonPayments.createdAt), desc(salonPayments.periodStart))
      .limit(limit);
  }
}
