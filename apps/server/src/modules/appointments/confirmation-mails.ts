import { detailsTable, escapeHtml, mailHtml } from '../../mail/html';
import type { Mail } from '../../mail/mailer';
import { policySentence } from '@salon/api/booking-settings/schemas';
import {
  type BookingMailFacts,
  whenInSalonZone,
  serviceOf,
  type Row,
  appointmentRows,
  textRows,
  salonFooter,
  type VisitLinks,
  type MailChangePolicy,
  STATUS_TEXT,
  changeLinesText,
  changeLinesHtml,
  invite,
} from './mail-facts';

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
