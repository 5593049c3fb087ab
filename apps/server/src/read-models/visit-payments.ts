import { and, asc, desc, eq, inArray, ne, or } from 'drizzle-orm';
import type { VisitMoney, VisitPayment } from '@salon/api/appointments/team-day-schemas';
import type { Database } from '../db/client';
import { appointmentPayments, salePayments, saleRefundPayments, sales } from '../db/schema';
import { instantToLocal } from '../lib/time-zones';

/** A visit as the team day lists it: its appointment and, once checked out, its desk sale. */
export interface VisitKey {
  id: string;
  saleId: string | null;
}

/**
 * Each appointment with its desk sale (open or paid, the latest not voided): its own, or its visit's,
 * which the visit's first part opened. For the calendar, which lists appointments without their sales.
 */
export async function withSales(
  db: Database,
  salonId: string,
  appointmentList: { id: string; visitId: string | null }[],
): Promise<VisitKey[]> {
  const ids = appointmentList.map((one) => one.id);
  const visitIds = [...new Set(appointmentList.flatMap((one) => (one.visitId ? [one.visitId] : [])))];
  const rows = ids.length
    ? await db
        .select({ id: sales.id, appointmentId: sales.appointmentId, visitId: sales.visitId })
        .from(sales)
        .where(
          and(
            eq(sales.salonId, salonId),
            ne(sales.status, 'voided'),
            visitIds.length
              ? or(inArray(sales.appointmentId, ids), inArray(sales.visitId, visitIds))
              : inArray(sales.appointmentId, ids),
          ),
        )
        .orderBy(desc(sales.createdAt))
    : [];
  return appointmentList.map((one) => ({
    id: one.id,
    saleId:
      rows.find((sale) => sale.appointmentId === one.id || (one.visitId && sale.visitId === one.visitId))
        ?.id ?? null,
  }));
}

const ONLINE_STATUS: Record<string, VisitPayment['status']> = {
  pending: 'pending',
  requires_action: 'pending',
  succeeded: 'paid',
  failed: 'failed',
  canceled: 'canceled',
  refunded: 'refunded',
};
const DESK_STATUS: Record<string, VisitPayment['status']> = {
  pending: 'pending',
  paid: 'paid',
  declined: 'failed',
  refunded: 'refunded',
  failed: 'failed',
};

/**
 * Every payment the system took or gave back for each visit, oldest first: the deposit, the no-show and
 * late-cancellation fees and their refunds (`appointment_payments`, card setups left out: they move no
 * money), and the desk sale's payments and refunds. With a summary: what was taken net of refunds, and
 * the deposit kept among it.
 */
export async function visitPayments(
  db: Database,
  salonId: string,
  zone: string,
  currency: string,
  visits: VisitKey[],
): Promise<Map<string, { payments: VisitPayment[]; money: VisitMoney }>> {
  const appointmentIds = visits.map((visit) => visit.id);
  const saleIds = [...new Set(visits.flatMap((visit) => (visit.saleId ? [visit.saleId] : [])))];
  const [online, desk, deskRefunds] = await Promise.all([
    appointmentIds.length
      ? db
          .select()
          .from(appointmentPayments)
          .where(
            and(
              eq(appointmentPayments.salonId, salonId),
              inArray(appointmentPayments.appointmentId, appointmentIds),
              ne(appointmentPayments.kind, 'card_setup'),
            ),
          )
          .orderBy(asc(appointmentPayments.createdAt), asc(appointmentPayments.id))
      : [],
    saleIds.length
      ? db
          .select()
          .from(salePayments)
          .where(and(eq(salePayments.salonId, salonId), inArray(salePayments.saleId, saleIds)))
          .orderBy(asc(salePayments.createdAt), asc(salePayments.id))
      : [],
    saleIds.length
      ? db
          .select()
          .from(saleRefundPayments)
          .where(and(eq(saleRefundPayments.salonId, salonId), inArray(saleRefundPayments.saleId, saleIds)))
          .orderBy(asc(saleRefundPayments.createdAt), asc(saleRefundPayments.id))
      : [],
  ]);
  const row = (values: Omit<VisitPayment, 'date' | 'time' | 'at'> & { createdAt: Date }): VisitPayment => {
    const { createdAt, ...rest } = values;
    const local = instantToLocal(zone, createdAt);
    return { ...rest, at: createdAt.toISOString(), date: local.date, time: local.time };
  };
  // A desk payment and a desk refund read alike: the sale's currency, the desk's statuses.
  const deskRow = (
    kind: 'desk_payment' | 'desk_refund',
    payment: (typeof desk)[number] | (typeof deskRefunds)[number],
  ): VisitPayment =>
    row({
      _id: payment.id,
      kind,
      method: payment.method,
      amountMinor: payment.amountMinor,
      currency,
      status: DESK_STATUS[payment.status] ?? 'pending',
      detail: payment.detail,
      createdAt: payment.createdAt,
    });
  const answer = new Map<string, { payments: VisitPayment[]; money: VisitMoney }>();
  for (const visit of visits) {
    const payments = [
      ...online
        .filter((payment) => payment.appointmentId === visit.id)
        .map((payment) =>
          row({
            _id: payment.id,
            kind: payment.kind as VisitPayment['kind'],
            method: null,
            amountMinor: payment.amountCents,
            currency: payment.currency.toUpperCase(),
            status:
              payment.kind === 'refund' && payment.status === 'succeeded'
                ? 'refunded'
                : (ONLINE_STATUS[payment.status] ?? 'pending'),
            detail: payment.failureMessage ?? '',
            createdAt: payment.createdAt,
          }),
        ),
      ...desk
        .filter((payment) => payment.saleId === visit.saleId)
        .map((payment) => deskRow('desk_payment', payment)),
      ...deskRefunds
        .filter((payment) => payment.saleId === visit.saleId)
        .map((payment) => deskRow('desk_refund', payment)),
    ].sort((a, b) => a.at.localeCompare(b.at));
    answer.set(visit.id, { payments, money: visitMoney(payments, currency) });
  }
  return answer;
}

/** Taken net of refunds (a refunded charge was taken, its refund given back), and the deposit kept. */
export function visitMoney(payments: VisitPayment[], currency: string): VisitMoney {
  let paidMinor = 0;
  let depositMinor = 0;
  for (const payment of payments) {
    if (payment.currency !== currency) continue;
    const refund = payment.kind === 'refund' || payment.kind === 'desk_refund';
    if (refund) {
      if (payment.status === 'refunded') paidMinor -= payment.amountMinor;
    } else if (payment.status === 'paid' || payment.status === 'refunded') {
      paidMinor += payment.amountMinor;
      if (payment.kind === 'deposit' && payment.status === 'paid') depositMinor += payment.amountMinor;
    }
  }
  return { currency, paidMinor: Math.max(0, paidMinor), depositMinor };
}
