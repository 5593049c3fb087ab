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
  type VisitLinks,
  STATUS_TEXT,
  changeLinesText,
  changeLinesHtml,
  invite,
} from './mail-facts';

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
