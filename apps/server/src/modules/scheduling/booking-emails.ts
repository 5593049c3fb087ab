import { DEFAULT_LOCALE, formatMoney } from '@salon/api/money/format';
import type { AppointmentPaymentRow, AppointmentRow, SalonRow } from '../../db/schema';
import { zoneFormat, zoneOf } from '../../lib/time-zones';
import { calendarInvite } from '../../mail/calendar-invite';
import { detailsTable, escapeHtml, mailHtml } from '../../mail/html';
import type { Mail } from '../../mail/mailer';
import { policySentence } from '@salon/api/booking-settings/schemas';
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
  /** Issue 22: the appointment's charges and refunds, and the salon's payment policy text. */
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

/** The rows as the plain-text e-mail shows them: labels padded, a value's further lines aligned. */
export const textRows = (rows: Row[]) =>
  rows.map(([label, value]) => `  ${`${label}:`.padEnd(10)}${value.replace(/\n/g, `\n${' '.repeat(12)}`)}`);

const STATUS_TEXT: Record<BookingMailFacts['status'], string> = {
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
function invite(
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

const changeLinesText = (links: VisitLinks) => [
  'Need another time? Reschedule here:',
  links.rescheduleUrl,
  '',
  ...(links.claimUrl
    ? ['Have an account with us? Add this visit to My appointments:', links.claimUrl, '']
    : []),
];

const changeLinesHtml = (links: VisitLinks) => [
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

/**
 * The confirmation of a website booking to the client: the salon, service, stylist, date and time in
 * the salon's zone (named), the booking number, the calendar invitation, and the reschedule and cancel
 * links (and the claim link of a guest booking made with a customer's e-mail).
 */
export function bookingConfirmationMail(
  facts: BookingMailFacts,
  cancelUrl: string,
  links: VisitLinks,
  policy: MailChangePolicy,
): Mail {
  const rule = policySentence(policy.cutoffMinutes);
  const when = whenInSalonZone(facts);
  const service = serviceOf(facts);
  const rows: Row[] = [...appointmentRows(facts, when), ['Status', STATUS_TEXT[facts.status]]];
  const footer = salonFooter(facts.salon);
  const text = [
    `Hello ${facts.client.name},`,
    '',
    `thank you for booking with ${facts.salon.name}. Your appointment:`,
    '',
    ...textRows(rows),
    '',
    'The attached invitation (appointment.ics) adds it to your calendar.',
    '',
    ...changeLinesText(links),
    rule,
    'Need to cancel? Use this link:',
    cancelUrl,
    '',
    footer.text,
  ].join('\n');
  const html = mailHtml({
    heading: facts.salon.name,
    body: [
      `<p>Hello ${escapeHtml(facts.client.name)},</p>`,
      `<p>thank you for booking with ${escapeHtml(facts.salon.name)}. Your appointment:</p>`,
      detailsTable(rows),
      '<p>The attached invitation (appointment.ics) adds it to your calendar.</p>',
      ...changeLinesHtml(links),
      `<p>${escapeHtml(rule)} Need to cancel? <a href="${escapeHtml(cancelUrl)}">Cancel this appointment</a>.</p>`,
    ].join('\n'),
    footer: footer.html,
  });
  return {
    to: facts.client.email,
    salonId: facts.salon.id,
    fromName: facts.salon.name,
    ...(facts.salon.email ? { replyTo: facts.salon.email } : {}),
    subject: `Your appointment at ${facts.salon.name}: ${service}, ${when.date} at ${when.start}`,
    text,
    html,
    attachments: [
      invite(
        facts,
        'REQUEST',
        0,
        `${service} with ${facts.stylistName} (${facts.code}).\n${rule}\nCancel: ${cancelUrl}`,
        cancelUrl,
      ),
    ],
  };
}

/**
 * To the client after a cancel (theirs with the link, or the salon's on the calendar): what was
 * cancelled, and a calendar METHOD:CANCEL with the appointment's raised `sequence`.
 */
export function clientCancellationMail(facts: BookingMailFacts, sequence: number): Mail {
  const when = whenInSalonZone(facts);
  const service = serviceOf(facts);
  const rows = appointmentRows(facts, when);
  const footer = salonFooter(facts.salon);
  return {
    to: facts.client.email,
    salonId: facts.salon.id,
    fromName: facts.salon.name,
    ...(facts.salon.email ? { replyTo: facts.salon.email } : {}),
    subject: `Cancelled: your appointment at ${facts.salon.name} on ${when.date} at ${when.start}`,
    text: [
      `Hello ${facts.client.name},`,
      '',
      `your appointment at ${facts.salon.name} has been cancelled:`,
      '',
      ...textRows(rows),
      '',
      'We hope to see you another time.',
      '',
      footer.text,
    ].join('\n'),
    html: mailHtml({
      heading: facts.salon.name,
      body: [
        `<p>Hello ${escapeHtml(facts.client.name)},</p>`,
        `<p>your appointment at ${escapeHtml(facts.salon.name)} has been cancelled:</p>`,
        detailsTable(rows),
        '<p>We hope to see you another time.</p>',
      ].join('\n'),
      footer: footer.html,
    }),
    attachments: [
      invite(facts, 'CANCEL', sequence, `${service} with ${facts.stylistName} (${facts.code}) is cancelled.`),
    ],
  };
}

/**
 * To the client when the salon confirms a booking that waited for it: the appointment, now confirmed,
 * and the calendar entry's update (same UID, STATUS:CONFIRMED, the raised `sequence`), so calendar apps
 * turn the tentative entry into a confirmed one instead of adding another.
 */
export function bookingConfirmedMail(
  facts: BookingMailFacts,
  sequence: number,
  cancelUrl: string,
  policy: MailChangePolicy,
): Mail {
  const when = whenInSalonZone(facts);
  const service = serviceOf(facts);
  const rule = policySentence(policy.cutoffMinutes);
  const rows: Row[] = [...appointmentRows(facts, when), ['Status', STATUS_TEXT[facts.status]]];
  const footer = salonFooter(facts.salon);
  return {
    to: facts.client.email,
    salonId: facts.salon.id,
    fromName: facts.salon.name,
    ...(facts.salon.email ? { replyTo: facts.salon.email } : {}),
    subject: `Confirmed: your appointment at ${facts.salon.name} on ${when.date} at ${when.start}`,
    text: [
      `Hello ${facts.client.name},`,
      '',
      `${facts.salon.name} has confirmed your appointment:`,
      '',
      ...textRows(rows),
      '',
      'The attached update (appointment.ics) marks it confirmed in your calendar.',
      '',
      rule,
      'Need to cancel? Use this link:',
      cancelUrl,
      '',
      footer.text,
    ].join('\n'),
    html: mailHtml({
      heading: facts.salon.name,
      body: [
        `<p>Hello ${escapeHtml(facts.client.name)},</p>`,
        `<p>${escapeHtml(facts.salon.name)} has confirmed your appointment:</p>`,
        detailsTable(rows),
        '<p>The attached update (appointment.ics) marks it confirmed in your calendar.</p>',
        `<p>${escapeHtml(rule)} Need to cancel? <a href="${escapeHtml(cancelUrl)}">Cancel this appointment</a>.</p>`,
      ].join('\n'),
      footer: footer.html,
    }),
    attachments: [
      invite(
        facts,
        'REQUEST',
        sequence,
        `${service} with ${facts.stylistName} (${facts.code}), confirmed.\n${rule}\nCancel: ${cancelUrl}`,
        cancelUrl,
      ),
    ],
  };
}

/**
 * To the salon's e-mail: a client cancelled a booking with the link of their confirmation; with the link
 * to the day on the dashboard's calendar when given (salon-notices.ts).
 */
export function salonCancellationMail(
  facts: BookingMailFacts & { salon: { email: string } },
  calendarUrl?: string,
): Mail {
  const when = whenInSalonZone(facts);
  const rows: Row[] = [
    ['Client', facts.client.name],
    ['E-mail', facts.client.email],
    ['Phone', facts.client.phone],
    ...appointmentRows(facts, when),
  ];
  return {
    to: facts.salon.email,
    salonId: facts.salon.id,
    fromName: facts.salon.name,
    replyTo: facts.client.email,
    subject: `Booking ${facts.code} cancelled by the client: ${when.date} at ${when.start}`,
    text: [
      `${facts.salon.name}: a client cancelled their booking with the link of their confirmation e-mail.`,
      '',
      ...textRows(rows),
      '',
      'The time is open for booking again.',
      ...(calendarUrl ? ['', `Open the day in the calendar: ${calendarUrl}`] : []),
    ].join('\n'),
    html: mailHtml({
      heading: facts.salon.name,
      body: [
        '<p>A client cancelled their booking with the link of their confirmation e-mail.</p>',
        detailsTable(rows),
        '<p>The time is open for booking again.</p>',
        ...(calendarUrl
          ? [`<p><a href="${escapeHtml(calendarUrl)}">Open the day in the calendar</a></p>`]
          : []),
      ].join('\n'),
    }),
  };
}

/**
 * To the client after they moved their visit: the new time, the one it replaces, the links, and the
 * calendar invitation with the same UID and the raised SEQUENCE, so calendar apps move the entry.
 */
export function clientRescheduleMail(
  facts: BookingMailFacts,
  previous: { startsAt: Date; endsAt: Date },
  sequence: number,
  cancelUrl: string,
  links: VisitLinks,
): Mail {
  const when = whenInSalonZone(facts);
  const before = whenInSalonZone({ zone: facts.zone, startsAt: previous.startsAt, endsAt: previous.endsAt });
  const service = serviceOf(facts);
  const rows: Row[] = [
    ...appointmentRows(facts, when),
    ['Was', `${before.date}, ${before.range}`],
    ['Status', STATUS_TEXT[facts.status]],
  ];
  const footer = salonFooter(facts.salon);
  return {
    to: facts.client.email,
    salonId: facts.salon.id,
    fromName: facts.salon.name,
    ...(facts.salon.email ? { replyTo: facts.salon.email } : {}),
    subject: `Moved: your appointment at ${facts.salon.name} is now ${when.date} at ${when.start}`,
    text: [
      `Hello ${facts.client.name},`,
      '',
      `your appointment at ${facts.salon.name} has been moved:`,
      '',
      ...textRows(rows),
      '',
      'The attached invitation (appointment.ics) updates the entry in your calendar.',
      '',
      ...changeLinesText(links),
      'Need to cancel? Use this link:',
      cancelUrl,
      '',
      footer.text,
    ].join('\n'),
    html: mailHtml({
      heading: facts.salon.name,
      body: [
        `<p>Hello ${escapeHtml(facts.client.name)},</p>`,
        `<p>your appointment at ${escapeHtml(facts.salon.name)} has been moved:</p>`,
        detailsTable(rows),
        '<p>The attached invitation (appointment.ics) updates the entry in your calendar.</p>',
        ...changeLinesHtml(links),
        `<p>Need to cancel? <a href="${escapeHtml(cancelUrl)}">Cancel this appointment</a>.</p>`,
      ].join('\n'),
      footer: footer.html,
    }),
    attachments: [
      invite(
        facts,
        'REQUEST',
        sequence,
        `${service} with ${facts.stylistName} (${facts.code}).\nCancel: ${cancelUrl}`,
        cancelUrl,
      ),
    ],
  };
}

/** '$25.00' in the charge's currency. */
export const money = moneyText;

/** What a fee e-mail says about one fee charged to the card on file (issue 22). */
export interface FeeMailCharge {
  kind: 'no_show_fee' | 'late_cancel_fee';
  amountCents: number;
  currency: string;
  status: 'succeeded' | 'requires_action' | 'failed';
  failureMessage?: string | null;
  /** The page of the salon's site where the client confirms the payment (requires_action). */
  payUrl?: string;
}

const FEE_NAMES: Record<FeeMailCharge['kind'], string> = {
  no_show_fee: 'no-show fee',
  late_cancel_fee: 'late-cancellation fee',
};

/**
 * To the client when the salon's no-show or late-cancellation fee is charged to their card on file: the
 * charge, or the payment link when their bank asks them to confirm it, or that it could not be charged;
 * with the salon's payment policy text.
 */
export function feeChargeMail(
  facts: BookingMailFacts,
  charge: FeeMailCharge,
  policy: { paymentPolicyText?: string | null } = {},
): Mail {
  const when = whenInSalonZone(facts);
  const fee = FEE_NAMES[charge.kind];
  const amount = money(charge.amountCents, charge.currency);
  const rows: Row[] = [...appointmentRows(facts, when), ['Fee', `${amount} (${fee})`]];
  const footer = salonFooter(facts.salon);
  const lead =
    charge.status === 'succeeded'
      ? `${facts.salon.name} charged its ${fee} of ${amount} to the card you left on file for this appointment:`
      : charge.status === 'requires_action'
        ? `${facts.salon.name} charged its ${fee} of ${amount} to the card you left on file, and your bank asks you to confirm the payment:`
        : `${facts.salon.name}'s ${fee} of ${amount} could not be charged to the card you left on file:`;
  const after =
    charge.status === 'requires_action' && charge.payUrl
      ? [`Confirm the payment here: ${charge.payUrl}`]
      : charge.status === 'failed'
        ? [`${charge.failureMessage ?? 'The card was declined.'} Please contact the salon.`]
        : [];
  const policyText = policy.paymentPolicyText ? [`Payment policy: ${policy.paymentPolicyText}`] : [];
  const subject =
    charge.status === 'requires_action'
      ? `Please confirm the ${fee} for your appointment at ${facts.salon.name}`
      : charge.status === 'succeeded'
        ? `Receipt: ${fee} for your appointment at ${facts.salon.name}`
        : `The ${fee} for your appointment at ${facts.salon.name} could not be charged`;
  return {
    to: facts.client.email,
    salonId: facts.salon.id,
    fromName: facts.salon.name,
    ...(facts.salon.email ? { replyTo: facts.salon.email } : {}),
    subject,
    text: [
      `Hello ${facts.client.name},`,
      '',
      lead,
      '',
      ...textRows(rows),
      '',
      ...after.flatMap((line) => [line, '']),
      ...policyText.flatMap((line) => [line, '']),
      footer.text,
    ].join('\n'),
    html: mailHtml({
      heading: facts.salon.name,
      body: [
        `<p>Hello ${escapeHtml(facts.client.name)},</p>`,
        `<p>${escapeHtml(lead)}</p>`,
        detailsTable(rows),
        charge.status === 'requires_action' && charge.payUrl
          ? `<p><a href="${escapeHtml(charge.payUrl)}">Confirm the payment</a></p>`
          : '',
        charge.status === 'failed' ? `<p>${escapeHtml(after[0]!)}</p>` : '',
        ...policyText.map((line) => `<p>${escapeHtml(line)}</p>`),
      ].join('\n'),
      footer: footer.html,
    }),
  };
}
