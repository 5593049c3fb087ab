import type { Database } from '../../db/client';
import { instantToLocal } from '../../lib/time-zones';
import { detailsTable, escapeHtml, mailHtml } from '../../mail/html';
import type { Mail, Mailer } from '../../mail/mailer';
import type { PushMessage, PushNotifier } from '../../notifications/push-notifier';
import { appointmentRows, textRows, whenInSalonZone, type BookingMailFacts, type Row } from './mail-facts';
import { salonCancellationMail } from './cancellation-mails';

/** Where an appointment was before a reschedule. */
export interface PreviousTime {
  startsAt: Date;
  endsAt: Date;
  stylistName?: string;
}

/**
 * The day of an appointment on the dashboard's calendar: the stylist's page opened on the salon-local
 * date (`/stylist-sessions/{stylistId}/{stylistName}?date=YYYY-MM-DD`, read by StylistCalendarContainer).
 */
export function calendarDayUrl(
  publicUrl: string,
  stylist: { id: string; name: string },
  zone: string,
  startsAt: Date,
): string {
  const base = publicUrl.replace(/\/+$/, '');
  const { date } = instantToLocal(zone, startsAt);
  return `${base}/stylist-sessions/${encodeURIComponent(stylist.id)}/${encodeURIComponent(stylist.name)}?date=${date}`;
}

/** The client's contact details, first in every e-mail to the salon. */
const clientRows = (facts: BookingMailFacts): Row[] => [
  ['Client', facts.client.name],
  ['E-mail', facts.client.email],
  ['Phone', facts.client.phone],
];

function salonMail(
  facts: BookingMailFacts & { salon: { email: string } },
  subject: string,
  lead: string,
  rows: Row[],
  calendarUrl: string,
): Mail {
  return {
    to: facts.salon.email,
    salonId: facts.salon.id,
    fromName: facts.salon.name,
    replyTo: facts.client.email,
    subject,
    text: [
      `${facts.salon.name}: ${lead}`,
      '',
      ...textRows(rows),
      '',
      `Open the day in the calendar: ${calendarUrl}`,
    ].join('\n'),
    html: mailHtml({
      heading: facts.salon.name,
      body: [
        `<p>${escapeHtml(lead)}</p>`,
        detailsTable(rows),
        `<p><a href="${escapeHtml(calendarUrl)}">Open the day in the calendar</a></p>`,
      ].join('\n'),
    }),
  };
}

/** To the salon's e-mail: a client booked online. */
export function salonBookingMail(
  facts: BookingMailFacts & { salon: { email: string } },
  calendarUrl: string,
): Mail {
  const when = whenInSalonZone(facts);
  return salonMail(
    facts,
    `New online booking ${facts.code}: ${when.date} at ${when.start}`,
    `${facts.client.name} booked online.`,
    [...clientRows(facts), ...appointmentRows(facts, when)],
    calendarUrl,
  );
}

/** To the salon's e-mail: a client moved their booking to another time. */
export function salonRescheduleMail(
  facts: BookingMailFacts & { salon: { email: string } },
  previous: PreviousTime,
  calendarUrl: string,
): Mail {
  const when = whenInSalonZone(facts);
  const before = whenInSalonZone({ zone: facts.zone, startsAt: previous.startsAt, endsAt: previous.endsAt });
  return salonMail(
    facts,
    `Booking ${facts.code} rescheduled by the client: now ${when.date} at ${when.start}`,
    `${facts.client.name} moved their booking to another time.`,
    [
      ...clientRows(facts),
      [
        'Was',
        `${before.date}, ${before.range}${previous.stylistName ? ` with ${previous.stylistName}` : ''}`,
      ],
      ...appointmentRows(facts, when),
    ],
    calendarUrl,
  );
}

type Event = 'booked' | 'rescheduled' | 'cancelled';

const PUSH_TITLE: Record<Event, string> = {
  booked: 'New booking',
  rescheduled: 'Booking rescheduled',
  cancelled: 'Booking cancelled',
};

/** The push to the stylist's app (queued only when the stylist has a device). */
export function stylistPush(facts: BookingMailFacts, stylistId: string, event: Event): PushMessage {
  const when = whenInSalonZone(facts);
  return {
    userId: stylistId,
    salonId: facts.salon.id,
    senderId: null,
    kind: 'booking',
    title: `${PUSH_TITLE[event]}: ${facts.client.name}`,
    message: `${facts.code}, ${when.date} at ${when.start}${event === 'cancelled' ? ' is cancelled' : ''}.`,
    data: { type: `booking-${event}`, appointmentId: facts.appointmentId },
  };
}

/**
 * What the salon hears of its clients' own changes: one e-mail to the salon's e-mail (when it
 * has one) per online booking, reschedule and cancellation, with the client's contact details and a link
 * to the day on the dashboard's calendar, and a push to the stylist's app. Each call queues into the
 * outboxes in the caller's transaction (`tx`), so the salon hears of exactly the changes that commit.
 */
export class SalonNotices {
  constructor(private readonly deps: { mailer: Mailer; push: PushNotifier; publicUrl: string }) {}

  async booked(tx: Database, facts: BookingMailFacts, stylistId: string): Promise<void> {
    const salon = withEmail(facts);
    if (salon) await this.deps.mailer.send(salonBookingMail(salon, this.calendarUrl(facts, stylistId)), tx);
    await this.deps.push.sendIfRegistered(stylistPush(facts, stylistId, 'booked'), tx);
  }

  /** A client's reschedule (visits-service.ts calls this in the move's transaction). */
  async rescheduled(
    tx: Database,
    facts: BookingMailFacts,
    previous: PreviousTime,
    stylistId: string,
  ): Promise<void> {
    const salon = withEmail(facts);
    if (salon) {
      await this.deps.mailer.send(
        salonRescheduleMail(salon, previous, this.calendarUrl(facts, stylistId)),
        tx,
      );
    }
    await this.deps.push.sendIfRegistered(stylistPush(facts, stylistId, 'rescheduled'), tx);
  }

  async cancelled(tx: Database, facts: BookingMailFacts, stylistId: string): Promise<void> {
    const salon = withEmail(facts);
    if (salon) {
      await this.deps.mailer.send(salonCancellationMail(salon, this.calendarUrl(facts, stylistId)), tx);
    }
    await this.deps.push.sendIfRegistered(stylistPush(facts, stylistId, 'cancelled'), tx);
  }

  private calendarUrl(facts: BookingMailFacts, stylistId: string): string {
    return calendarDayUrl(
      this.deps.publicUrl,
      { id: stylistId, name: facts.stylistName },
      facts.zone,
      facts.startsAt,
    );
  }
}

function withEmail(facts: BookingMailFacts): (BookingMailFacts & { salon: { email: string } }) | null {
  const { email } = facts.salon;
  return email ? { ...facts, salon: { ...facts.salon, email } } : null;
}
