import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { PushNotifier } from '../../notifications/push-notifier';
import type { AccountRows, AccountService } from '../accounts';
import type { Availability } from '../availability';
import type { ClientChangePolicies } from '../booking-settings';
import { AppointmentRepository } from './appointments-repository';
import { AppointmentService } from './appointments-service';
import { Arrivals } from './arrivals';
import { CalendarView } from './calendar-view';
import type { CancelLinks } from './cancel-links';
import type { AppointmentPaymentRows, AppointmentReminders, DepositRefunder } from './ports';
import { SalonNotices } from './salon-notices';
import { TeamDayView } from './team-day';
import { VisitChanges } from './visit-changes';
import { VisitRepository } from './visit-repository';

/**
 * The appointment rows other modules may read and the booking engine may write: the owner's functions,
 * each salon-scoped; the rest of the repository stays inside this module.
 */
export type AppointmentRecords = Pick<
  AppointmentRepository,
  | 'findById'
  | 'listVisitParts'
  | 'listOverlapping'
  | 'countUpcomingForStylist'
  | 'create'
  | 'changeStatus'
  | 'confirmHold'
  | 'releaseHold'
  | 'listExpiredHolds'
  | 'setSavedCard'
  | 'markNoShow'
  | 'listForClient'
  | 'move'
  | 'claim'
>;

/** The visits (multi-service bookings) the booking engine creates and finds by their key. */
export type VisitRecords = Pick<VisitRepository, 'create' | 'findByKey'>;

export interface AppointmentsDeps {
  db: Database;
  /** A guest booking's new client account is created through the accounts module, in its transaction. */
  accountRows: AccountRows;
  accounts: AccountService;
  availability: Pick<Availability, 'reads' | 'access' | 'slots'>;
  mailer: Mailer;
  push: PushNotifier;
  now: () => Date;
  publicUrl: string;
  links: CancelLinks;
  organizerEmail: string;
  changePolicies: ClientChangePolicies;
  /** The modules above: reminders, and the deposits' refunds and payment rows. */
  reminders: AppointmentReminders;
  refunds: DepositRefunder;
  paymentRows: AppointmentPaymentRows;
}

/** The appointments module as the composition root wires it: its repositories stay inside. */
export function buildAppointments(deps: AppointmentsDeps) {
  const repository = new AppointmentRepository(deps.db, deps.accountRows);
  const visits = new VisitRepository(deps.db, deps.accountRows);
  const notices = new SalonNotices({ mailer: deps.mailer, push: deps.push, publicUrl: deps.publicUrl });
  // Multi-service visits: moving or cancelling one part moves or cancels the whole visit.
  const visitChanges = new VisitChanges({
    visits,
    appointments: repository,
    availability: deps.availability.reads,
    mailer: deps.mailer,
    links: deps.links,
    reminders: deps.reminders,
    notices,
    organizerEmail: deps.organizerEmail,
    now: deps.now,
    push: deps.push,
    changePolicies: deps.changePolicies,
    refunds: deps.refunds,
  });
  const service = new AppointmentService({
    repository,
    availability: deps.availability.reads,
    access: deps.availability.access,
    accounts: deps.accounts,
    now: deps.now,
    reminders: deps.reminders,
    // The client's calendar entry follows the salon's confirm and cancel (update / METHOD:CANCEL).
    mailer: deps.mailer,
    cancelLinks: deps.links,
    changePolicies: deps.changePolicies,
    organizerEmail: deps.organizerEmail,
    visitChanges,
    refunds: deps.refunds,
    paymentRows: deps.paymentRows,
  });
  const calendar = new CalendarView({
    db: deps.db,
    slots: deps.availability.slots,
    appointments: repository,
    access: deps.availability.access,
    now: deps.now,
  });
  const teamDay = new TeamDayView({
    db: deps.db,
    appointments: repository,
    access: deps.availability.access,
    booking: service,
    now: deps.now,
  });
  const records: AppointmentRecords = repository;
  const visitRecords: VisitRecords = visits;
  // The check-in kiosk marks a client's visit of the day arrived.
  const arrivals = new Arrivals(deps.db);
  return { service, visitChanges, calendar, teamDay, notices, records, visitRecords, arrivals };
}

export type Appointments = ReturnType<typeof buildAppointments>;
