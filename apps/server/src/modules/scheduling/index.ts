// The scheduling module's public face: what other modules and the composition root may use.
export { AppointmentRepository } from './appointments-repository';
export { AppointmentService } from './appointments-service';
export { BookingService } from './booking-service';
export { CalendarAccess } from './calendar-access';
export { CancelLinks } from './cancel-links';
export { ReminderRepository } from './reminders/repository';
export { noRescheduleLink } from './reminders/reschedule-link';
export { ReminderService } from './reminders/service';
export { appointmentRoutes } from './routes/appointments';
export { bookingRoutes } from './routes/booking';
export { reminderRoutes } from './routes/reminders';
export { slotRoutes } from './routes/slots';
export { SalonNotices } from './salon-notices';
export { SLOT_HORIZON_DAYS, slotsOfRange } from './slot-generation';
export { SlotHorizon } from './slot-horizon';
export { SlotRepository } from './slots-repository';
export { SlotService } from './slots-service';
