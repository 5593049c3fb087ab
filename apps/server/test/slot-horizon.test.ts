import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BulkResult, Calendar } from '@salon/api/availability/schemas';
import { businessHours } from '../src/db/schema';
import { SLOT_HORIZON_DAYS } from '../src/modules/availability/slot-generation';
import { SlotHorizon } from '../src/modules/availability/slot-horizon';
import { useSession, useTestApp } from './use-test-app';

/*
 * Issue 12, defect 3: slots exist as far ahead as the public booking page books (92 days), and the
 * slot-horizon job adds each new day without anyone saving the hours again.
 */
const NOW = new Date('2027-01-05T15:00:00.000Z'); // Tuesday 10:00 in New York (Demo Salon)
const LATER = new Date('2027-02-04T15:00:00.000Z'); // 30 days on
const JAMES = '0e5e0000-0000-4000-8000-000000000010';
const API = '/api/v1';

const t = useTestApp({}, { now: () => NOW });
const owner = useSession(t, 'owner@example.com');

const hours = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((day) => ({
  day,
  slots: day === 'Sun' ? [] : [{ startTime: '09:00', endTime: '10:00' }],
}));

async function slotsOn(date: string) {
  const answer = await owner<Calendar>({
    method: 'GET',
    url: `${API}/appointment-availability/get-calendar?stylistId=${JAMES}&from=${date}&to=${date}`,
  });
  expect(answer.statusCode, answer.body.message).toBe(200);
  return answer.body.data.slots.filter((slot) => slot.start_date === date);
}

describe('slot horizon', () => {
  it('saving weekly hours generates slots for the whole booking horizon, not one week', async () => {
    expect(SLOT_HORIZON_DAYS).toBeGreaterThanOrEqual(56);
    const saved = await owner<BulkResult>({
      method: 'POST',
      url: `${API}/appointment-availability/create-availability-bulk?stylistId=${JAMES}`,
      payload: { slots: hours, id: null, recurringType: 'week' },
    });
    expect(saved.statusCode, saved.body.message).toBe(200);
    expect(saved.body.data).toMatchObject({ from: '2027-01-05', to: '2027-04-06' });
    // Next week, eight weeks on and the horizon's last day have slots; the day after has none.
    expect((await slotsOn('2027-01-12')).map((slot) => slot.timeAsAString)).toEqual(['09:00', '09:30']);
    expect(await slotsOn('2027-03-02')).toHaveLength(2);
    expect(await slotsOn('2027-04-06')).toHaveLength(2);
    expect(await slotsOn('2027-04-07')).toHaveLength(0);
  });

  it('the job adds each day entering the horizon, once, even run twice at once, and keeps deletions', async () => {
    const [deleted] = await slotsOn('2027-02-08');
    const removed = await owner({
      method: 'DELETE',
      url: `${API}/appointment-availability/delete-availability?id=${deleted!._id}`,
    });
    expect(removed.statusCode, removed.body.message).toBe(200);

    const horizon = new SlotHorizon(t.container.db);
    const rounds = await Promise.all([horizon.extend(LATER), horizon.extend(LATER)]);
    const rows = await t.container.db.select().from(businessHours);
    // Every stylist's hours were extended by exactly one of the two rounds.
    expect(rounds[0]!.extended + rounds[1]!.extended).toBe(rows.length);
    const james = rows.find((row) => row.stylistId === JAMES)!;
    expect(james.slotsThrough).toBe('2027-05-06');

    t.container.clock.now = () => LATER;
    expect(await slotsOn('2027-05-06')).toHaveLength(2);
    expect(await slotsOn('2027-05-07')).toHaveLength(0);
    // The slot deleted inside the old horizon is not created again.
    expect(await slotsOn('2027-02-08')).toHaveLength(1);

    // A third round finds nothing to do.
    expect((await horizon.extend(LATER)).extended).toBe(0);
    const [after] = await t.container.db
      .select()
      .from(businessHours)
      .where(eq(businessHours.stylistId, JAMES));
    expect(after!.slotsThrough).toBe('2027-05-06');
  });
});
