import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { AppointmentRecords, CancelLinks } from '../appointments';
import type { Availability } from '../availability';
import type { ClientChangePolicies } from '../booking-settings';
import type { PaymentDestination, PaymentProvider } from '../payments';
import { AppointmentPaymentRepository } from './appointment-payments-repository';
import { DepositRefunds } from './deposit-refunds';
import { FeeCharges } from './fee-charges';
import { NoShowService } from './no-shows';
import { PaymentCustomerRepository } from './payment-customers-repository';

/**
 * An appointment's charges, card setups and refunds as the booking engine records them: the owner's
 * functions, each salon-scoped; the rest of the repository stays inside this module.
 */
export type PaymentRows = Pick<
  AppointmentPaymentRepository,
  | 'insertOnce'
  | 'findByKey'
  | 'findByProviderId'
  | 'listForAppointment'
  | 'listForAppointments'
  | 'setProviderId'
  | 'settle'
>;

/** A client's customer at the payment provider, per salon (cards saved at booking time). */
export type PaymentCustomers = Pick<PaymentCustomerRepository, 'customerOf' | 'keep'>;

/**
 * The appointment-payments module as the composition root wires it: its repositories stay inside.
 * No-shows need the appointments module, which needs the refunds: `noShows` is built once it exists.
 */
export function buildAppointmentPayments(deps: {
  db: Database;
  provider: PaymentProvider;
  now: () => Date;
  /** The salon's connected account and the platform's fee: a deposit or fee is the salon's money. */
  destinationOf: (salonId: string, amountCents: number) => Promise<PaymentDestination>;
  mailer: Mailer;
  links: CancelLinks;
  organizerEmail: string;
}) {
  const rows = new AppointmentPaymentRepository(deps.db);
  // Deposits' refunds, retried by the refund job (jobs/refund-retries.ts).
  const refunds = new DepositRefunds({ payments: deps.provider, rows, now: deps.now });
  // The salon's no-show and late-cancellation fees, charged to the visit's card on file.
  const fees = new FeeCharges({
    payments: rows,
    provider: deps.provider,
    destinationOf: deps.destinationOf,
    mailer: deps.mailer,
    links: deps.links,
    organizerEmail: deps.organizerEmail,
  });
  const paymentRows: PaymentRows = rows;
  const customers: PaymentCustomers = new PaymentCustomerRepository(deps.db);
  const noShows = (more: {
    availability: Pick<Availability, 'access' | 'reads'>;
    appointments: AppointmentRecords;
    changePolicies: ClientChangePolicies;
  }) =>
    new NoShowService({
      access: more.availability.access,
      availability: more.availability.reads,
      appointments: more.appointments,
      changePolicies: more.changePolicies,
      payments: rows,
      fees,
      provider: deps.provider,
      links: deps.links,
      now: deps.now,
    });
  return { rows: paymentRows, customers, refunds, fees, noShows };
}
