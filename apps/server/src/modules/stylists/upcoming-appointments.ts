/**
 * What the stylist module needs to know about appointments before deleting a stylist. The appointments
 * module (built in parallel) implements it over its table and replaces `noAppointmentsModule` in
 * container.ts; until then no stylist has appointments.
 */
export interface UpcomingAppointments {
  /** Appointments of the stylist starting after `now` that are not cancelled. */
  countUpcomingForStylist(salonId: string, stylistId: string, now: Date): Promise<number>;
}

export const noAppointmentsModule: UpcomingAppointments = {
  countUpcomingForStylist: async () => 0,
};
