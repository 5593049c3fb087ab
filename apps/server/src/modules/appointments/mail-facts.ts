import { DEFAULT_LOCALE, formatMoney } from '@salon/api/money/format';
import type { AppointmentPaymentRow, AppointmentRow, SalonRow } from '../../db/schema';
import { zoneFormat, zoneOf } from '../../lib/time-zones';
import { calendarInvite } from '../../mail/calendar-invite';
import { escapeHtml } from '../../mail/html';
import { appointmentCode } from './mapping';

/** What the booking e-mails say about one appointment. */
export interface BookingMailFacts {
  salon: Pick<SalonRow, 'id' | 'name' | 'email' | 'phone' | 'address'>;
  zone: string;
  appointmentId: string;
  /** 'AP-001099'. */
  code: string;
  status: 'booked' | 'confirmed' | 'waiting' | 'canceled';
  startsAt: Date;
  endsAt: Date;
  mainService: string | null;
  subService: string | null;
  stylistName: string;
  client: { name: string; email: string; phone: string };
  /** The address organising the calendar event when the salon has no e-mail. */
  organizerEmail: string;
  /** The appointment's charges and refunds, and the salon's payment policy text. */
  payments?: MailPayments;
}

/** What the e-mails say of an appointment's money: one row per charge or refund, and the policy. */
export interface MailPayments {
  rows: Row[];
  policyText: string | null;
}

/** '$20.00' (or '¥5,000') in the payment's currency, from its minor units. */
export function moneyText(minorUnits: number, currency: string): string {
  return formatMoney(minorUnits, { currency: currency.toUpperCase(), locale: DEFAULT_LOCALE });
}

const PAYMENT_LABEL: Record<AppointmentPaymentRow['kind'], string> = {
  deposit: 'Deposit',
  no_show_fee: 'No-show fee',
  late_cancel_fee: 'Late cancellation fee',
  card_setup: 'Card on file',
  refund: 'Refund',
};

/**
 * The rows of an appointment's payments: 'Deposit: $20.00 paid', 'Refund: $20.00 to your card'.
 * `keptDeposit` words a deposit the salon keeps after a cancel inside its window.
 */
export function paymentMailRows(
  payments: AppointmentPaymentRow[],
  options: { keptDeposit?: boolean } = {},
): Row[] {
  const rows: Row[] = [];
  for (const payment of payments) {
    const amount = moneyText(payment.amountCents, payment.currency);
    const label = PAYMENT_LABEL[payment.kind];
    if (payment.kind === 'card_setup') {
      if (payment.status === 'succeeded') rows.push([label, "Saved for the salon's fees"]);
      continue;
    }
    if (payment.kind === 'refund') {
      if (payment.status !== 'failed' && payment.status !== 'canceled')
        rows.push([label, `${amount} to your card`]);
      continue;
    }
    switch (payment.status) {
      case 'succeeded':
        rows.push([
          label,
          options.keptDeposit && payment.kind === 'deposit'
            ? `${amount} paid, kept by the salon`
            : `${amount} paid`,
        ]);
        break;
      case 'refunded':
        rows.push([label, `${amount} paid, refunded`]);
        break;
      case 'pending':
      case 'requires_action':
        rows.push([label, `${amount} due`]);
        break;
      default:
        break;
    }
  }
  return rows;
}

/** The facts of a stored appointment, as every booking e-mail and push about it states them. */
export function appointmentMailFacts(
  salon: SalonRow,
  appointment: AppointmentRow & { stylist: { name: string } },
  organizerEmail: string,
): BookingMailFacts {
  return {
    salon,
    zone: zoneOf(salon),
    appointmentId: appointment.id,
    code: appointmentCode(appointment.number),
    status: appointment.status,
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    mainService: appointment.mainServiceTitle,
    subService: appointment.subServiceTitle,
    stylistName: appointment.stylist.name,
    client: { name: appointment.clientName, email: appointment.clientEmail, phone: appointment.clientPhone },
    organizerEmail,
  };
}

/** 'Tuesday, March 17, 2026' and '11:00 AM – 11:30 AM' in the salon's zone, and the zone's names. */
export function whenInSalonZone(facts: Pick<BookingMailFacts, 'zone' | 'startsAt' | 'endsAt'>) {
  const { zone } = facts;
  const date = zoneFormat(zone, 'longDate').format(facts.startsAt);
  const clock = zoneFormat(zone, 'clock');
  const zoneName =
    zoneFormat(zone, 'longZoneName')
      .formatToParts(facts.startsAt)
      .find((part) => part.type === 'timeZoneName')?.value ?? zone;
  const start = clock.format(facts.startsAt);
  return {
    date,
    start,
    range: `${start} – ${clock.format(facts.endsAt)}`,
    /** 'Eastern Daylight Time (America/New_York)'. */
    zone: zoneName === zone ? zone : `${zoneName} (${zone})`,
  };
}

export const serviceOf = (facts: BookingMailFacts) =>
  [facts.mainService, facts.subService].filter(Boolean).join(' – ') || 'Appointment';

/** A labelled line of a booking e-mail: the text's indented pair and the HTML's table row. */
export type Row = [label: string, value: string];

/** The appointment's service, stylist, date, time (with the zone) and booking number. */
export function appointmentRows(facts: BookingMailFacts, when: ReturnType<typeof whenInSalonZone>): Row[] {
  return [
    ['Service', serviceOf(facts)],
    ['Stylist', facts.stylistName],
    ['Date', when.date],
    ['Time', `${when.range}\n${when.zone}`],
    ['Booking', facts.code],
    ...(facts.payments?.rows ?? []),
    ...(facts.payments?.policyText ? ([['Policy', facts.payments.policyText]] as Row[]) : []),
  ];
}

/**
 * The rows as the plain-text e-mail shows them: labels padded, a value's further lines aligned; a label
 * longer than the padding ('Late cancellation fee') keeps a space before its value.
 */
export const textRows = (rows: Row[]) =>
  rows.map(([label, value]) => `  ${`${label}:`.padEnd(9)} ${value.replace(/\n/g, `\n${' '.repeat(12)}`)}`);

export const STATUS_TEXT: Record<BookingMailFacts['status'], string> = {
  waiting: "Waiting for the salon's confirmation",
  booked: 'Booked',
  confirmed: 'Confirmed',
  canceled: 'Cancelled',
};

export function salonFooter(salon: BookingMailFacts['salon']): { text: string; html: string } {
  const contact = [salon.address, salon.phone, salon.email].filter(Boolean) as string[];
  return {
    text: [salon.name, ...(contact.length ? [contact.join(' · ')] : [])].join('\n'),
    html: [escapeHtml(salon.name), ...contact.map(escapeHtml)].join(' · '),
  };
}

/**
 * The appointment's calendar entry (stable UID per appointment): a REQUEST says TENTATIVE while the
 * booking waits for the salon and CONFIRMED once it holds; a CANCEL removes it. `sequence` is the
 * appointment's `calendar_sequence`, raised in the transaction of each change the calendar must apply.
 */
export function invite(
  facts: BookingMailFacts,
  method: 'REQUEST' | 'CANCEL',
  sequence: number,
  description: string,
  url?: string,
) {
  return {
    filename: method === 'REQUEST' ? 'appointment.ics' : 'cancellation.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: calendarInvite({
      method,
      uid: `${facts.appointmentId}@salon-platform`,
      sequence,
      status: facts.status === 'waiting' ? 'TENTATIVE' : 'CONFIRMED',
      start: facts.startsAt,
      end: facts.endsAt,
      timeZone: facts.zone,
      title: `${serviceOf(facts)} at ${facts.salon.name}`,
      description,
      location: facts.salon.address,
      ...(url ? { url } : {}),
      organizer: { name: facts.salon.name, email: facts.salon.email || facts.organizerEmail },
      attendee: { name: facts.client.name, email: facts.client.email },
    }),
  };
}

/** The links of a booking e-mail beside the cancel one (signed, cancel-links.ts). */
export interface VisitLinks {
  rescheduleUrl: string;
  /** A guest booking made with a customer's e-mail: the link that adds it to their My appointments. */
  claimUrl?: string;
}

export const changeLinesText = (links: VisitLinks) => [
  'Need another time? Reschedule here:',
  links.rescheduleUrl,
  '',
  ...(links.claimUrl
    ? ['Have an account with us? Add this visit to My appointments:', links.claimUrl, '']
    : []),
];

export const changeLinesHtml = (links: VisitLinks) => [
  `<p>Need another time? <a href="${escapeHtml(links.rescheduleUrl)}">Reschedule this appointment</a>.</p>`,
  ...(links.claimUrl
    ? [
        `<p>Have an account with us? <a href="${escapeHtml(links.claimUrl)}">Add this visit to My appointments</a>.</p>`,
      ]
    : []),
];

/** The cutoff of the salon's cancellation policy, as the e-mails need it. */
export interface MailChangePolicy {
  cutoffMinutes: number;
}
