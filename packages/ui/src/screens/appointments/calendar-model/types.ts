/** What a slot shows: free, held by an appointment of that status, or blocked (`canceled`). */
export type CalendarSlotStatus = 'available' | 'booked' | 'confirmed' | 'waiting' | 'canceled';
export type CalendarAppointmentStatus = 'booked' | 'confirmed' | 'waiting' | 'canceled';

/** One 30-minute slot of the stylist; `date`/`time` are wall-clock in the salon's zone. */
export interface CalendarSlotView {
  id: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:mm'. */
  time: string;
  status: CalendarSlotStatus;
}

/** An appointment on the calendar; `date`/`time` are its salon-local start. */
export interface CalendarAppointmentView {
  id: string;
  /** Short reference, e.g. 'AP-001042'. */
  reference: string;
  date: string;
  time: string;
  durationMinutes: number;
  clientName: string;
  serviceTitle: string | null;
  status: CalendarAppointmentStatus;
  /** The slot the booking was made on, when there is one. */
  slotId: string | null;
  /**
   * The multi-service visit it is a part of: its place and every part ('10:00 Haircut, James
   * Carter'), so the chip says 'Visit 1 of 2' and names the other parts. Absent for a single booking.
   */
  visit?: { part: number; of: number; parts: string[] } | null;
}

/** What the viewer may do on the calendar (from the role, in features). */
export interface CalendarCapabilities {
  /** Create, update, unblock and delete slots. */
  manageSlots: boolean;
  /** Book, edit, move and delete appointments. */
  manageAppointments: boolean;
  /** Edit the weekly business hours and fill a day from them. */
  manageBusinessHours: boolean;
}

/** A target of a move: a salon-local day and time. */
export interface WallClockTime {
  date: string;
  time: string;
}
