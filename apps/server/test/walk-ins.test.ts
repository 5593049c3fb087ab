import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  WALK_IN_MESSAGES,
  type TeamDay,
  type TeamDayAppointment,
} from '@salon/api/appointments/team-day-schemas';
import type { Calendar } from '@salon/api/availability/schemas';
import { appointments } from '../src/db/schema';
import { instantToLocal } from '../src/lib/time-zones';
import { DEMO_SALON_ID, DEMO_USER_IDS } from '../src/seed/demo-data';
import { serviceCategoryId, subServiceId } from '../src/seed/services-videos';
import { API, pay, start, type As } from './sale-steps';
import { useSession, useTestApp } from './use-test-app';

// A walk-in at the desk: booked for now with a name alone, checked in at once, through the dashboard's
// booking (its overlap rule, its stylist rule, its salon rule).

// Monday 16 March 2026, 10:07:31 in New York: no demo appointment is today.
const NOW = new Date('2026-03-16T14:07:31.000Z');
const TODAY = '2026-03-16';
const ANNA = '0e5e0000-0000-4000-8000-000000000012';

const t = useTestApp({}, { now: () => NOW });
const owner = useSession(t, 'owner@example.com');
const stylist = useSession(t, 'stylist@example.com');

const service = { service: serviceCategoryId(1), subService: subServiceId(3) };
const walkIn = (as: As, payload: Record<string, unknown>) =>
  as<TeamDayAppointment>({
    method: 'POST',
    url: `${API}/appointment/walk-in`,
    payload: { ...service, requiredTime: 30, ...payload },
  });
const teamDay = (as: As) => as<TeamDay>({ method: 'GET', url: `${API}/appointment/team-day?date=${TODAY}` });

async function otherStylist(): Promise<string> {
  const day = (await teamDay(owner)).body.data;
  return day.stylists.find((one) => one._id !== DEMO_USER_IDS.stylist)!._id;
}

describe('walk-ins', () => {
  it('books a name alone for now, to the minute, checked in; the calendars show it', async () => {
    const stylistId = await otherStylist();
    const before = (await t.mails()).length;
    const answer = await walkIn(owner, { stylistId, name: 'Walk-in Wendy' });
    expect(answer.statusCode, answer.body.message).toBe(200);
    expect(answer.body.message).toBe(WALK_IN_MESSAGES.booked);
    expect(answer.body.data).toMatchObject({
      stylistId,
      clientName: 'Walk-in Wendy',
      start: '10:07',
      end: '10:37',
      startsAt: '2026-03-16T14:07:00.000Z',
      stage: 'arrived',
      status: 'booked',
      payments: [],
      money: { currency: 'USD', paidMinor: 0, depositMinor: 0 },
    });
    const [row] = await t.database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.salonId, DEMO_SALON_ID), eq(appointments.id, answer.body.data._id)));
    expect(row).toMatchObject({ clientEmail: '', clientPhone: '', gender: null, source: 'dashboard' });
    // Nothing is e-mailed (there is no address).
    expect((await t.mails()).length).toBe(before);
    // The team day and the stylist's calendar show it (a walk-in's empty e-mail is within the contract).
    const shown = (await teamDay(owner)).body.data.stylists.find((one) => one._id === stylistId)!;
    expect(shown.appointments.map((one) => one._id)).toContain(answer.body.data._id);
    const calendar = await owner<Calendar>({
      method: 'GET',
      url: `${API}/appointment-availability/get-calendar?stylistId=${stylistId}&from=${TODAY}&to=${TODAY}`,
    });
    expect(calendar.statusCode, calendar.body.message).toBe(200);
  });

  it('refuses a mistyped e-mail or phone (400), and the stylist busy now (409)', async () => {
    const stylistId = await otherStylist();
    const badEmail = await walkIn(owner, { stylistId, name: 'Bad Mail', email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.body.message).toMatch(/email/i);
    const badPhone = await walkIn(owner, { stylistId, name: 'Bad Phone', phone: '12' });
    expect(badPhone.statusCode).toBe(400);
    // The first test's walk-in is with this stylist until 10:37.
    const busy = await walkIn(owner, { stylistId, name: 'Second', email: 'second@example.com' });
    expect(busy.statusCode).toBe(409);
    expect(busy.body.message).toBe(WALK_IN_MESSAGES.busy);
  });

  it('lets a stylist book themself only; another salon’s stylist is not found', async () => {
    const own = await walkIn(stylist, {
      stylistId: DEMO_USER_IDS.stylist,
      name: 'Sam',
      email: 'sam@example.com',
      phone: '2125550199',
    });
    expect(own.statusCode, own.body.message).toBe(200);
    expect(own.body.data.stage).toBe('arrived');
    expect((await walkIn(stylist, { stylistId: await otherStylist(), name: 'Nope' })).statusCode).toBe(403);
    expect((await walkIn(owner, { stylistId: ANNA, name: 'Elsewhere' })).statusCode).toBe(404);
  });

  it("lists the visit's desk payments once it is checked out, with what was paid", async () => {
    const day = (await teamDay(owner)).body.data;
    const visit = day.stylists
      .find((one) => one._id === DEMO_USER_IDS.stylist)!
      .appointments.find((one) => one.clientName === 'Sam')!;
    const sale = (await start(owner, { appointmentId: visit._id })).body.data;
    const paid = await pay(owner, { saleId: sale._id, method: 'cash', amountMinor: sale.dueMinor });
    expect(paid.statusCode, paid.body.message).toBe(200);
    const after = (await teamDay(owner)).body.data.stylists
      .flatMap((one) => one.appointments)
      .find((one) => one._id === visit._id)!;
    expect(after.paid).toBe(true);
    expect(after.payments).toMatchObject([
      {
        kind: 'desk_payment',
        method: 'cash',
        amountMinor: sale.dueMinor,
        currency: 'USD',
        status: 'paid',
      },
    ]);
    // On the salon's clock (the row's time is the database's own).
    const [payment] = after.payments!;
    expect(instantToLocal('America/New_York', new Date(payment!.at))).toMatchObject({
      date: payment!.date,
      time: payment!.time,
    });
    expect(after.money).toEqual({ currency: 'USD', paidMinor: sale.dueMinor, depositMinor: 0 });
    // The stylist's calendar lists the same payments with the appointment.
    const calendar = await owner<Calendar>({
      method: 'GET',
      url: `${API}/appointment-availability/get-calendar?stylistId=${DEMO_USER_IDS.stylist}&from=${TODAY}&to=${TODAY}`,
    });
    const shown = calendar.body.data.appointments.find((one) => one._id === visit._id)!;
    expect(shown.visitPayments).toEqual(after.payments);
    expect(shown.visitMoney).toEqual(after.money);
  });
});
