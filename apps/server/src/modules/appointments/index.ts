// The appointments module's public face: the staff side of appointments and visits, their mapping,
// e-mails and the client's signed links; the container builds it with buildAppointments.
export { buildAppointments, type Appointments, type AppointmentRecords, type VisitRecords } from './module';
export { appointmentRoutes } from './routes/appointments';
export { calendarRoutes } from './routes/calendar';
export { TimeTakenError } from './appointments-repository';
export { AppointmentService } from './appointments-service';
export type { Arrivals, DueVisit } from './arrivals';
export { clientColumns, serviceColumns } from './snapshots';
export { appointmentPaymentOf } from './mapping';
export { CalendarView } from './calendar-view';
export { CANCEL_LINK_RATE_LIMIT, CancelLinks } from './cancel-links';
export { SalonNotices } from './salon-notices';
export { VisitChanges } from './visit-changes';
export { VisitExistsError } from './visit-repository';
export { appointmentCode, subServiceOf } from './mapping';
export type { AppointmentRecord } from './appointments-repository';
export {
  appointmentMailFacts,
  appointmentRows,
  moneyText,
  paymentMailRows,
  salonFooter,
  serviceOf,
  textRows,
  whenInSalonZone,
} from './mail-facts';
export type { BookingMailFacts, Row } from './mail-facts';
export { clientCancellationMail } from './cancellation-mails';
export { bookingConfirmationMail } from './confirmation-mails';
export { bookingConfirmationPush } from './booking-pushes';
export { NOT_COVERED, SLOT_TOO_SOON, SLOT_UNAVAILABLE, TIME_TAKEN } from './messages';
export { partTitle, visitMailFacts } from './visit-emails';
export type { AppointmentReminders, PlannedAppointment } from './ports';
export { announceVisit } from './visit-announcements';
export type { ServiceSnapshot } from './snapshots';
export { DayBook, doesService, partTimes, planAt } from './visit-planning';
export type { PlannedPart, PlannedService, PlanningStylist } from './visit-planning';
export { clientRescheduleMail } from './reschedule-mail';
