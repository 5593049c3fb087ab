import { detailsTable, escapeHtml, mailHtml } from '../../mail/html';
import type { Mail } from '../../mail/mailer';
import {
  type BookingMailFacts,
  whenInSalonZone,
  serviceOf,
  type Row,
  appointmentRows,
  textRows,
  salonFooter,
  invite,
} from './mail-facts';

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
