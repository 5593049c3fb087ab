import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TeamDay, TeamDayAppointment } from '@salon/api/appointments/team-day-schemas';
import { appointments } from '../src/db/schema';
import { instantToLocal } from '../src/lib/time-zones';
import { DEMO_SALON_ID, DEMO_USER_IDS } from '../src/seed/demo-data';
import { API, pay, start, type As } from './sale-steps';
import { useSession, useTestApp } from './use-test-app';

// The desk's day of the whole team: a column per stylist, each visit's stage and whether it is paid.

const NOW = new Date('2026-03-16T14:00:00.000Z');
const ZONE = 'America/New_York';

const t = useTestApp({}, { now: () => NOW });
const owner = useSession(t, 'owner@example.com');
const stylist = useSession(t, 'stylist@example.com');
const client = useSession(t, 'client@example.com');

const day = (as: As, date: string) =>
  as<TeamDay>({ method: 'GET', url: `${API}/appointment/team-day?date=${date}` });
const stage = (as: As, appointmentId: string, value: string | null) =>
  as<TeamDayAppointment>({
    method: 'POST',
    url: `${API}/appointment/stage`,
    payload: { appointmentId, stage: value },
  });

/** A live demo appointment of `stylistId` (any, when left out) and its day in the salon's zone. */
async function liveAppointment(stylistId?: string) {
  const rows = await t.database.db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.salonId, DEMO_SALON_ID),
        eq(appointments.status, 'booked'),
        ...(stylistId ? [eq(appointments.stylistId, stylistId)] : []),
      ),
    );
  const row = rows.find((one) => !one.noShowAt && !one.visitId)!;
  return { row, date: instantToLocal(ZONE, row.startsAt).date };
}

describe('the team day', () => {
  it("shows every stylist's column with the day's appointments in the salon's zone", async () => {
    const { row, date } = await liveAppointment();
    const answer = await day(owner, date);
    expect(answer.statusCode, answer.body.message).toBe(200);
    expect(answer.body.data).toMatchObject({ date, timeZone: ZONE });
    expect(answer.body.data.stylists.length).toBeGreaterThan(1);
    const column = answer.body.data.stylists.find((one) => one._id === row.stylistId)!;
    const shown = column.appointments.find((one) => one._id === row.id)!;
    expect(shown).toMatchObject({
      clientName: row.clientName,
      status: 'booked',
      stage: null,
      paid: false,
      start: instantToLocal(ZONE, row.startsAt).time,
    });
    // A stylist sees the team too; a client does not.
    expect((await day(stylist, date)).statusCode).toBe(200);
    expect((await day(client, date)).statusCode).toBe(403);
  });

  it('checks a visit in, serves it and completes it; checkout marks it paid', async () => {
    const { row } = await liveAppointment(DEMO_USER_IDS.stylist);
    for (const value of ['arrived', 'in-service', 'completed'] as const) {
      const moved = await stage(owner, row.id, value);
      expect(moved.statusCode, moved.body.message).toBe(200);
      expect(moved.body.data.stage).toBe(value);
    }
    const sale = (await start(owner, { appointmentId: row.id })).body.data;
    await pay(owner, { saleId: sale._id, method: 'cash', amountMinor: sale.dueMinor });
    const after = (await day(owner, instantToLocal(ZONE, row.startsAt).date)).body.data;
    const shown = after.stylists.flatMap((one) => one.appointments).find((one) => one._id === row.id)!;
    expect(shown).toMatchObject({ stage: 'completed', paid: true, saleId: sale._id });
    // Taken back.
    expect((await stage(owner, row.id, null)).body.data.stage).toBeNull();
  });

  it('lets a stylist move their own visits only, and never a canceled one', async () => {
    const own = await liveAppointment(DEMO_USER_IDS.stylist);
    expect((await stage(stylist, own.row.id, 'arrived')).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.salonId, DEMO_SALON_ID));
    const other = rows.find((one) => one.stylistId !== DEMO_USER_IDS.stylist && one.status === 'booked')!;
    expect((await stage(stylist, other.id, 'arrived')).statusCode).toBe(403);
    const canceled = rows.find((one) => one.status === 'canceled')!;
    const refused = await stage(owner, canceled.id, 'arrived');
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe('A canceled or waitlisted appointment cannot be checked in');
    expect((await stage(owner, crypto.randomUUID(), 'arrived')).statusCode).toBe(404);
  });
});
