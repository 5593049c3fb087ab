import type { Mailer } from '../../mail/mailer';
import type { PushNotifier } from '../../notifications/push-notifier';
import type { AccountService } from '../accounts';
import type { buildAppointmentPayments } from '../appointment-payments';
import type { Appointments, CancelLinks } from '../appointments';
import type { SlotReads } from '../availability';
import type { ClientChangePolicies } from '../booking-settings';
import type { PaymentDestination, PaymentProvider } from '../payments';
import type { ReminderService } from '../reminders';
import { BookingService } from './booking-service';
import { BookingPlacement } from './placement';
import { VisitBookingService } from './visit-booking-service';
import { VisitService } from './visits-service';

export interface BookingDeps {
  availability: SlotReads;
  appointments: Appointments;
  appointmentPayments: Pick<
    ReturnType<typeof buildAppointmentPayments>,
    'rows' | 'customers' | 'refunds' | 'fees'
  >;
  accounts: AccountService;
  reminders: ReminderService;
  changePolicies: ClientChangePolicies;
  payments: PaymentProvider;
  destinationOf: (salonId: string, amountCents: number) => Promise<PaymentDestination>;
  mailer: Mailer;
  push: PushNotifier;
  links: CancelLinks;
  organizerEmail: string;
  now: () => Date;
  /** Refuses a salon whose platform subscription has lapsed (the subscriptions module). */
  open: (salonId: string) => Promise<void>;
}

/** The public booking engine as the composition root wires it: website booking, visits, My visits. */
export function buildBooking(deps: BookingDeps) {
  const { appointments, appointmentPayments: money } = deps;
  // What the website's two booking paths (one service, a multi-service visit) share.
  const shared = {
    availability: deps.availability,
    accounts: deps.accounts,
    appointmentService: appointments.service,
    now: deps.now,
    mailer: deps.mailer,
    push: deps.push,
    cancelLinks: deps.links,
    reminders: deps.reminders,
    notices: appointments.notices,
    changePolicies: deps.changePolicies,
    organizerEmail: deps.organizerEmail,
    open: deps.open,
    payments: deps.payments,
    paymentRows: money.rows,
    destinationOf: deps.destinationOf,
  };
  // The one insert of a website booking, one service or a visit, with its hold or its announcement.
  const placement = new BookingPlacement({
    ...shared,
    appointments: appointments.records,
    visits: appointments.visitRecords,
  });
  return {
    booking: new BookingService({
      ...shared,
      placement,
      appointments: appointments.records,
      visitChanges: appointments.visitChanges,
      customers: money.customers,
      refunds: money.refunds,
      fees: money.fees,
    }),
    visitBooking: new VisitBookingService({
      ...shared,
      placement,
      visits: appointments.visitRecords,
      changes: appointments.visitChanges,
    }),
    visits: new VisitService({
      availability: deps.availability,
      appointments: appointments.records,
      accounts: deps.accounts,
      now: deps.now,
      mailer: deps.mailer,
      links: deps.links,
      reminders: deps.reminders,
      notices: appointments.notices,
      organizerEmail: deps.organizerEmail,
      changePolicies: deps.changePolicies,
      visitChanges: appointments.visitChanges,
    }),
  };
}
