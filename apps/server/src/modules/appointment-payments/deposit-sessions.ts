import type { BookingDeposit } from '@salon/api/booking/schemas';
import { minorToMajor } from '@salon/api/money/format';
import type { AppointmentPaymentRow, SalonRow } from '../../db/schema';
import type { PaymentDestination, PaymentProvider } from '../payments';
import type { ClientChangePolicy } from '../booking-settings';
import { appointmentCode } from '../appointments';
import type { PaymentRows } from './module';

/**
 * The deposit of a held booking as its answer shows it, a single appointment's or a whole
 * visit's (its row is on the first part): while it is still to be paid, its payment intent at the
 * provider, made once per key (the same key gives the same intent and client secret), a destination
 * charge to the salon's connected account less the platform's fee.
 */
export async function depositSession(
  deps: {
    payments: PaymentProvider;
    rows: PaymentRows;
    destinationOf?: (salonId: string, amountCents: number) => Promise<PaymentDestination>;
  },
  salon: SalonRow,
  row: AppointmentPaymentRow,
  appointment: { id: string; number: number; paymentDueUntil: Date | null },
  policy: Pick<ClientChangePolicy, 'paymentPolicyText'>,
): Promise<BookingDeposit> {
  let clientSecret: string | null = null;
  if (row.status === 'pending' || row.status === 'requires_action') {
    const intent = await deps.payments.createAppointmentPayment({
      appointmentId: appointment.id,
      salonId: salon.id,
      appointmentCode: appointmentCode(appointment.number),
      kind: 'deposit',
      amountCents: row.amountCents,
      currency: row.currency,
      idempotencyKey: row.idempotencyKey,
      destination: await deps.destinationOf?.(salon.id, row.amountCents),
    });
    if (!row.providerId) await deps.rows.setProviderId(salon.id, row.id, intent.intentId);
    clientSecret = intent.clientSecret;
  }
  return {
    amount: minorToMajor(row.amountCents, row.currency),
    currency: row.currency,
    status: row.status,
    dueUntil: appointment.paymentDueUntil?.toISOString() ?? null,
    policyText: policy.paymentPolicyText ?? null,
    payment: {
      provider: deps.payments.name,
      clientSecret,
      publishableKey: deps.payments.publishableKey,
      // A destination charge is the platform's (no `on_behalf_of`): the Payment Element is too.
      onBehalfOf: null,
    },
  };
}
