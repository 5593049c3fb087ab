import type { Database } from '../../db/client';
import type { AppointmentPaymentRow } from '../../db/schema';
import type { Row } from './mail-facts';

/*
 * What appointment changes ask of the modules above them (reminders, appointment payments): the
 * composition root hands in their services, so this module never imports them.
 */

/** What planning reminders needs of an appointment. */
export interface PlannedAppointment {
  salonId: string;
  id: string;
  startsAt: Date;
  status: string;
}

/** The appointment's reminders, planned and removed in the change's transaction `tx`. */
export interface AppointmentReminders {
  plan(tx: Database, appointment: PlannedAppointment, options?: { created?: boolean }): Promise<void>;
  remove(tx: Database, salonId: string, appointmentId: string): Promise<void>;
}

/** What a cancel does with a paid deposit: the e-mail's payment rows, and the deposit to refund after. */
export interface CancelRefundPlan {
  mailRows: Row[];
  refundAfter: AppointmentPaymentRow | undefined;
}

/** Deposits' refunds when a visit is cancelled. */
export interface DepositRefunder {
  planCancel(salonId: string, appointmentId: string, decision: 'refund' | 'keep'): Promise<CancelRefundPlan>;
  refund(deposit: AppointmentPaymentRow): Promise<unknown>;
}

/** The charges, card setups and refunds of an appointment, as its details show them. */
export interface AppointmentPaymentRows {
  listForAppointment(salonId: string, appointmentId: string): Promise<AppointmentPaymentRow[]>;
}
