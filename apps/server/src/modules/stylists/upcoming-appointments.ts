/**
 * What the stylist module needs to know about appointments before deleting a stylist; the scheduling
 * module answers it over its table (container.ts), so stylists import nothing of scheduling.
 */
export interface UpcomingAppointments {
  /** Appointments of the stylist starting after `now` that are not cancelled. */
  countUpcomingForStylist(salonId: string, stylistId: string, now: Date): Promise<number>;
}
