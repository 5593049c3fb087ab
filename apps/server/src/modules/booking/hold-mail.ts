import type { Mail } from '../../mail/mailer';
import { detailsTable, escapeHtml, mailHtml } from '../../mail/html';
import { zoneFormat } from '../../lib/time-zones';
import {
  appointmentRows,
  moneyText,
  salonFooter,
  textRows,
  whenInSalonZone,
  type BookingMailFacts,
} from '../appointments';

/** What the e-mail of a held booking says of its payment. */
export interface HeldPayment {
  kind: 'deposit' | 'card_setup';
  amountCents: number;
  currency: string;
  dueUntil: Date;
  /** The booking page that reopens the payment step (the hold's signed link). */
  payUrl: string;
}

/**
 * To the client when a booking is held for its deposit or card: the link that reopens the payment step
 * while the hold lasts (a reload, a closed tab or a declined card need not lose the time), and that
 * the time is released unpaid at `dueUntil`.
 */
export function heldBookingMail(facts: BookingMailFacts, held: HeldPayment): Mail {
  const when = whenInSalonZone(facts);
  const until = zoneFormat(facts.zone, 'clock').format(held.dueUntil);
  const card = held.kind === 'card_setup';
  const what = card
    ? 'save a card for its no-show policy (nothing is charged now)'
    : `pay the deposit of ${moneyText(held.amountCents, held.currency)}`;
  const lead = `${facts.salon.name} is holding this time for you until ${until} while you ${what}:`;
  const after = `If the payment is not done by ${until}, the time is released and nothing is charged.`;
  const action = card ? 'Save your card' : 'Pay the deposit';
  const rows = appointmentRows(facts, when);
  const footer = salonFooter(facts.salon);
  return {
    to: facts.client.email,
    salonId: facts.salon.id,
    fromName: facts.salon.name,
    ...(facts.salon.email ? { replyTo: facts.salon.email } : {}),
    subject: `${card ? 'Save your card' : 'Pay your deposit'} to keep your time at ${facts.salon.name}`,
    text: [
      `Hello ${facts.client.name},`,
      '',
      lead,
      '',
      ...textRows(rows),
      '',
      `${action} here: ${held.payUrl}`,
      '',
      after,
      '',
      footer.text,
    ].join('\n'),
    html: mailHtml({
      heading: facts.salon.name,
      body: [
        `<p>Hello ${escapeHtml(facts.client.name)},</p>`,
        `<p>${escapeHtml(lead)}</p>`,
        detailsTable(rows),
        `<p><a href="${escapeHtml(held.payUrl)}">${escapeHtml(action)}</a></p>`,
        `<p>${escapeHtml(after)}</p>`,
      ].join('\n'),
      footer: footer.html,
    }),
  };
}
