import { FEE_PAYMENT_MESSAGES, type FeePayment } from '@salon/api/booking/fee-payments';
import { formatMoney, type MoneyFormat } from '@salon/api/money/format';
import type { FeePhase, FeeVisitView } from '@salon/ui/screens/booking/PayAppointmentFeeScreen';

/** Where the link's fee stands, from its charge. */
export function feePhaseOf(payment: FeePayment): FeePhase {
  switch (payment.charge?.status) {
    case 'requires_action':
      return 'due';
    case 'succeeded':
      return 'paid';
    case 'failed':
      return 'declined';
    default:
      return 'nothingDue';
  }
}

export const PHASE_MESSAGES: Record<FeePhase, string | null> = {
  due: null,
  authenticating: null,
  paid: FEE_PAYMENT_MESSAGES.paid,
  declined: FEE_PAYMENT_MESSAGES.declined,
  nothingDue: FEE_PAYMENT_MESSAGES.nothingDue,
};

/** The visit and its fee as the page shows them, the amount in the charge's currency. */
export function feeVisitOf(payment: FeePayment, money: MoneyFormat): FeeVisitView {
  const charge = payment.charge;
  // The contract carries the fee in major units (minor units / 100).
  const amount = charge
    ? formatMoney(Math.round(charge.amount * 100), { ...money, currency: charge.currency.toUpperCase() })
    : '';
  return {
    appointmentId: payment.appointmentId,
    salonName: payment.salonName,
    service: payment.service,
    startsAt: payment.startsAt,
    timeZone: payment.timeZone,
    feeLabel: charge?.kind === 'late_cancel_fee' ? 'Late-cancellation fee' : 'No-show fee',
    amount,
  };
}
