import { cutoffText, tooLateMessage } from '@salon/api/booking-settings/schemas';
import { escapeHtml, detailsTable, mailHtml } from '../../mail/html';
import type { Mail } from '../../mail/mailer';
import type { PushMessage } from '../../notifications/push-notifier';
import type { ReminderKindValue } from '../../db/schema';
import {
  appointmentRows,
  salonFooter,
  serviceOf,
  textRows,
  whenInSalonZone,
  type BookingMailFacts,
  type Row,
} from '../appointments';

/** The links a reminder offers the client; a null reschedule link is left out. */
export interface ReminderLinks {
  cancelUrl: string;
  rescheduleUrl: string | null;
}

const LEAD: Record<ReminderKindValue, string> = { '24h': 'tomorrow', '2h': 'in 2 hours' };

/**
 * The reminder e-mail to the client, 24 or 2 hours before: the service, stylist, date and time in the
 * salon's zone (named), the salon's address and phone, and the links to reschedule (when there is one)
 * and to cancel under the salon's cutoff.
 */
export function reminderMail(
  facts: BookingMailFacts,
  kind: ReminderKindValue,
  links: ReminderLinks,
  /**
   * The salon's cutoff as it stands when the reminder goes, the rule its links apply; `online` false once
   * the cutoff has passed: the links are left out and the client is told to call the salon.
   */
  policy: { cutoffMinutes: number; salonPhone: string | null; online: boolean },
): Mail {
  const cutoff = cutoffText(policy.cutoffMinutes);
  const when = whenInSalonZone(facts);
  const { salon } = facts;
  const rows: Row[] = [
    ...appointmentRows(facts, when),
    ['Salon', salon.name],
    ...(salon.address ? [['Address', salon.address] as Row] : []),
    ...(salon.phone ? [['Phone', salon.phone] as Row] : []),
  ];
  const footer = salonFooter(salon);
  const intro = `a reminder of your appointment at ${salon.name} ${LEAD[kind]}:`;
  const changeText = policy.online
    ? [
        ...(links.rescheduleUrl ? ['Need another time? Reschedule here:', links.rescheduleUrl, ''] : []),
        `Can't come? Cancel up to ${cutoff} before the appointment starts:`,
        links.cancelUrl,
      ]
    : [`Can't come? ${tooLateMessage(policy.salonPhone)}`];
  const changeHtml = policy.online
    ? [
        ...(links.rescheduleUrl
          ? [
              `<p>Need another time? <a href="${escapeHtml(links.rescheduleUrl)}">Reschedule this appointment</a>.</p>`,
            ]
          : []),
        `<p>Can't come? <a href="${escapeHtml(links.cancelUrl)}">Cancel this appointment</a> up to ${escapeHtml(cutoff)} before it starts.</p>`,
      ]
    : [`<p>Can't come? ${escapeHtml(tooLateMessage(policy.salonPhone))}</p>`];
  return {
    to: facts.client.email,
    salonId: salon.id,
    fromName: salon.name,
    ...(salon.email ? { replyTo: salon.email } : {}),
    subject: `Reminder: ${serviceOf(facts)} at ${salon.name}, ${when.date} at ${when.start}`,
    text: [
      `Hello ${facts.client.name},`,
      '',
      intro,
      '',
      ...textRows(rows),
      '',
      ...changeText,
      '',
      footer.text,
    ].join('\n'),
    html: mailHtml({
      heading: salon.name,
      body: [
        `<p>Hello ${escapeHtml(facts.client.name)},</p>`,
        `<p>${escapeHtml(intro)}</p>`,
        detailsTable(rows),
        ...changeHtml,
      ].join('\n'),
      footer: footer.html,
    }),
  };
}

/** The reminder's push to the client's app (queued only when the client has a device). */
export function reminderPush(facts: BookingMailFacts, kind: ReminderKindValue, userId: string): PushMessage {
  const when = whenInSalonZone(facts);
  return {
    userId,
    salonId: facts.salon.id,
    senderId: null,
    kind: 'booking',
    title: `Reminder: ${facts.salon.name} ${LEAD[kind]}`,
    message: `${serviceOf(facts)} with ${facts.stylistName}, ${when.date} at ${when.start}.`,
    data: { type: 'reminder', appointmentId: facts.appointmentId, reminder: kind },
  };
}
