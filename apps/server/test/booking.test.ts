import { describe, expect, it } from 'vitest';
import type { Appointment, BusinessHours, Calendar } from '@salon/api/availability/schemas';
import { expandTimes } from '@salon/api/booking/available-times';
import type { AvailableDay, AvailableTimes, BookingConfirmation } from '@salon/api/booking/schemas';
import { DEMO_SALON_ID, DEMO_USER_IDS } from '../src/seed/demo-data';
import { serviceCategoryId, subServiceId } from '../src/seed/services-videos';
import { call, loginAs } from './helper';
import { useSession, useTestApp } from './use-test-app';
import { createSlot, websiteBooking as booking } from './booking-steps';

/*
 * The booking engine's rules through the API, with the clock pinned to Tuesday 1 December 2026, 06:00
 * in New York (Demo Salon's zone, EST). Times are chosen outside the demo stylists' seeded hours.
 */
const NOW = new Date('2026-12-01T11:00:00.000Z');
const STELLA = DEMO_USER_IDS.stylist;
const JAMES = '0e5e0000-0000-4000-8000-000000000010';
const ANNA = '0e5e0000-0000-4000-8000-000000000012';
const API = '/api/v1';

const t = useTestApp({}, { now: () => NOW });
const owner = useSession(t, 'owner@example.com');
const stylist = useSession(t, 'stylist@example.com');

function book(payload: unknown, token?: string) {
  return call<BookingConfirmation>(t.app, {
    method: 'POST',
    url: `${API}/public/appointment/add-appointment-from-website`,
    payload: payload as Record<string, unknown>,
    headers: token ? { token } : {},
  });
}

function publicDay(date: string, stylistId?: string) {
  return call<AvailableDay>(t.app, {
    method: 'POST',
    url: `${API}/public/appointment/get-available-appointment-by-date`,
    payload: { requestDate: date, salon: DEMO_SALON_ID, stylistId },
  });
}

function publicTimes(date: string, stylistId?: string) {
  return call<AvailableTimes>(t.app, {
    method: 'POST',
    url: `${API}/public/appointment/get-available-times-by-date`,
    payload: { requestDate: date, salon: DEMO_SALON_ID, stylistId },
  });
}

/** The full day as the booking page reads the compact one: every slot without its end. */
function withoutEnds(day: AvailableDay) {
  return {
    ...day,
    stylists: day.stylists.map((stylist) => ({
      ...stylist,
      slots: stylist.slots.map(({ endAsADate: _end, ...slot }) => slot),
    })),
  };
}

function dashboardForm(date: string, startTime: string, requiredTime = 30, stylistId = STELLA) {
  return {
    stylistId,
    date,
    startTime,
    service: serviceCategoryId(1),
    subService: subServiceId(3),
    requiredTime,
    name: 'Ivy Chen',
    email: 'ivy.chen@example.com',
    phone: '2125550188',
    gender: 'female',
  };
}

/** The owner books `dashboardForm(...)` on the calendar. */
const addAppointment = (...form: Parameters<typeof dashboardForm>) =>
  owner<Appointment>({
    method: 'POST',
    url: `${API}/appointment/add-appointment-dashboard`,
    payload: dashboardForm(...form),
  });

/** The owner moves appointment `id` to `dashboardForm(...)`. */
const moveAppointment = (id: string, ...form: Parameters<typeof dashboardForm>) =>
  owner<Appointment>({
    method: 'PATCH',
    url: `${API}/appointment/update-appointment-dashboard/${id}`,
    payload: dashboardForm(...form),
  });

describe('public booking', () => {
  it('offers only available slots more than 15 minutes ahead', async () => {
    const soon = await createSlot(owner, '2026-12-01', '06:30'); // 30 minutes ahead
    let answer = await publicDay('2026-12-01', STELLA);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.timeZone).toBe('America/New_York');
    expect(answer.body.data.stylists[0]!.slots.find((slot) => slot._id === soon._id)).toMatchObject({
      choosable: true,
      slotStatus: 'available',
      timeAsAString: '06:30',
      timeAsADate: '2026-12-01T11:30:00.000Z',
    });

    // Twenty minutes later the slot is 10 minutes ahead: shown, not choosable, and refused.
    t.container.clock.now = () => new Date('2026-12-01T11:20:00.000Z');
    try {
      answer = await publicDay('2026-12-01', STELLA);
      expect(answer.body.data.stylists[0]!.slots.find((slot) => slot._id === soon._id)).toMatchObject({
        choosable: false,
        slotStatus: 'available',
      });
      const tooSoon = await book(booking(soon, '2026-12-01'));
      expect(tooSoon.statusCode).toBe(400);
      expect(tooSoon.body.message).toBe(
        'This time slot is no longer available for booking, please choose a later one',
      );
    } finally {
      t.container.clock.now = () => NOW;
    }
  });

  it("answers the booking page's compact day: the full day's slots, times and states in a fraction of the bytes", async () => {
    const slot = await createSlot(owner, '2026-12-11', '18:00');
    expect((await book(booking(slot, '2026-12-11'))).statusCode).toBe(200);
    // Today (slots too soon to pick) and a later day with a booked slot; every stylist, then one.
    for (const [date, stylistId] of [
      ['2026-12-01', undefined],
      ['2026-12-11', undefined],
      ['2026-12-11', STELLA],
    ] as const) {
      const full = await publicDay(date, stylistId);
      const times = await publicTimes(date, stylistId);
      expect(times.statusCode).toBe(200);
      expect(expandTimes(times.body.data)).toEqual(withoutEnds(full.body.data));
      expect(times.body.data.dayStart).toBe(
        date === '2026-12-01' ? '2026-12-01T05:00:00.000Z' : '2026-12-11T05:00:00.000Z',
      );
      expect(times.response.body.length).toBeLessThan(full.response.body.length / 2);
    }
    const day = expandTimes((await publicTimes('2026-12-11', STELLA)).body.data);
    expect(day.stylists[0]!.slots.find((s) => s._id === slot._id)).toMatchObject({
      timeAsAString: '18:00',
      slotStatus: 'confirmed',
      choosable: false,
    });
    expect(day.stylists[0]!.slots.filter((s) => s.choosable).length).toBeGreaterThan(0);
    expect((await publicTimes('2026-12-11', ANNA)).statusCode).toBe(404);
  });

  it('books a guest, confirmed at once (the default), creates their client account with isNewUser, and keeps a later guest booking with that e-mail unlinked', async () => {
    const first = await createSlot(owner, '2026-12-02', '18:00');
    const second = await createSlot(owner, '2026-12-02', '19:00');
    const created = await book(
      booking(first, '2026-12-02', {
        isNewUser: true,
        email: 'New.Guest@example.com',
        mobile: '2125550199',
      }),
    );
    expect(created.statusCode, created.body.message).toBe(200);
    expect(created.body.data).toMatchObject({
      status: 'confirmed',
      timeAsAString: '18:00',
      dateAsAString: '2026-12-02',
      accountCreated: true,
      userEmail: 'new.guest@example.com',
      mainService: { title: 'Haircuts' },
      subService: { title: "Men's Cut", charges: 35 },
    });
    expect(created.body.data.appointmentId).toMatch(/^AP-\d{6}$/);
    const again = await book(
      booking(second, '2026-12-02', {
        isNewUser: true,
        email: 'new.guest@example.com',
        mobile: '2125550199',
      }),
    );
    expect(again.body.data.accountCreated).toBe(false);

    const calendar = await owner<Calendar>({
      method: 'GET',
      url: `${API}/appointment-availability/get-calendar?stylistId=${STELLA}&from=2026-12-02&to=2026-12-02`,
    });
    const mine = calendar.body.data.appointments.filter((a) => a.userEmail === 'new.guest@example.com');
    expect(mine).toHaveLength(2);
    // The second is a guest booking: it joins the account only through its claim link (visits.test.ts).
    expect(mine.map((a) => Boolean(a.user)).sort()).toEqual([false, true]);
  });

  it('links a signed-in customer and refuses a taken, canceled or mismatched slot', async () => {
    const slot = await createSlot(owner, '2026-12-03', '18:00');
    const client = await loginAs(t.app, 'client@example.com');
    const booked = await book(booking(slot, '2026-12-03'), client.token);
    expect(booked.statusCode).toBe(200);
    const calendar = await owner<Calendar>({
      method: 'GET',
      url: `${API}/appointment-availability/get-calendar?stylistId=${STELLA}&from=2026-12-03&to=2026-12-03`,
    });
    // The day also holds the demo seed's appointments (placed from the pinned clock: Thursday is its 2nd workday).
    expect(calendar.body.data.appointments.find((a) => a.slotId === slot._id)).toMatchObject({
      user: DEMO_USER_IDS.client,
      status: 'confirmed',
    });
    expect(calendar.body.data.slots.find((s) => s._id === slot._id)?.slotStatus).toBe('confirmed');

    const taken = await book(booking(slot, '2026-12-03', { email: 'other@example.com' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.body.message).toBe('This time slot has just been booked, please choose another one');
    expect((await book(booking(slot, '2026-12-04'))).statusCode).toBe(400);
    const mismatch = await book({
      ...booking(slot, '2026-12-03'),
      timeData: { ...booking(slot, '2026-12-03').timeData, id: JAMES },
    });
    expect(mismatch.body.message).toBe('timeData.id: must be the slot id');
  });

  it('needs slots for the whole service', async () => {
    const slot = await createSlot(owner, '2026-12-04', '18:00');
    // Haircut lasts 45 minutes: the 18:30 slot is missing.
    const answer = await book(booking(slot, '2026-12-04', { subService: subServiceId(1) }));
    expect(answer.statusCode).toBe(409);
    await createSlot(owner, '2026-12-04', '18:30');
    expect((await book(booking(slot, '2026-12-04', { subService: subServiceId(1) }))).statusCode).toBe(200);
  });

  it('checks the cover from the slot itself when the page sent another start', async () => {
    const slot = await createSlot(owner, '2026-12-04', '20:00');
    // The cover is read ahead from the page's start (21:00 here, after the slot): the slot's own start
    // decides, first with the 20:30 slot a haircut needs missing, then with it.
    const elsewhere = {
      ...slot,
      timeAsADate: new Date(Date.parse(slot.timeAsADate) + 3_600_000).toISOString(),
    };
    const answer = await book(booking(elsewhere, '2026-12-04', { subService: subServiceId(1) }));
    expect(answer.statusCode).toBe(409);
    expect(answer.body.message).toBe(
      'The stylist is not free for the whole service at this time, please choose another one',
    );
    await createSlot(owner, '2026-12-04', '20:30');
    expect((await book(booking(elsewhere, '2026-12-04', { subService: subServiceId(1) }))).statusCode).toBe(
      200,
    );
  });

  it('books without a gender (optional on the form): the appointment keeps it empty, a bad one is refused', async () => {
    const first = await createSlot(owner, '2026-12-03', '19:00');
    const second = await createSlot(owner, '2026-12-03', '19:30');
    const { gender: _left, ...withoutGender } = booking(first, '2026-12-03', {
      email: 'no.gender@example.com',
    });
    const left = await book(withoutGender);
    expect(left.statusCode, left.body.message).toBe(200);
    const empty = await book(booking(second, '2026-12-03', { email: 'no.gender@example.com', gender: null }));
    expect(empty.statusCode, empty.body.message).toBe(200);
    const calendar = await owner<Calendar>({
      method: 'GET',
      url: `${API}/appointment-availability/get-calendar?stylistId=${STELLA}&from=2026-12-03&to=2026-12-03`,
    });
    const mine = calendar.body.data.appointments.filter((a) => a.userEmail === 'no.gender@example.com');
    expect(mine.map((a) => a.gender)).toEqual([null, null]);
    const third = await createSlot(owner, '2026-12-03', '20:00');
    const wrong = await book(booking(third, '2026-12-03', { gender: 'unknown' }));
    expect(wrong.statusCode).toBe(400);
  });
});

describe('dashboard appointments', () => {
  it('accepts adjacent appointments and refuses an overlapping one', async () => {
    const a = await addAppointment('2026-12-07', '19:00');
    const b = await addAppointment('2026-12-07', '19:30');
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.body.data).toMatchObject({
      status: 'booked',
      timeAsAString: '19:00',
      requiredDuration: 30,
      endAsADate: '2026-12-08T00:30:00.000Z',
    });
    const c = await addAppointment('2026-12-07', '19:15');
    expect(c.statusCode).toBe(409);
    // Another stylist at the same time is fine.
    const james = await addAppointment('2026-12-07', '19:15', 30, JAMES);
    expect(james.statusCode).toBe(200);
  });

  it('enforces the 15-minute rule on create, move, status change and delete', async () => {
    const soon = await addAppointment('2026-12-01', '06:10');
    expect(soon.statusCode).toBe(400);
    expect(soon.body.message).toBe('Appointments must start more than 15 minutes from now');

    const later = await addAppointment('2026-12-01', '06:20');
    expect(later.statusCode, later.body.message).toBe(200);
    const id = later.body.data._id;
    // Moving to a start within 15 minutes is refused; moving ahead is fine.
    const tooSoon = await moveAppointment(id, '2026-12-01', '06:05');
    expect(tooSoon.statusCode).toBe(400);
    const moved = await moveAppointment(id, '2026-12-01', '20:00');
    expect(moved.body.data.timeAsAString).toBe('20:00');

    // Ten minutes before its start nothing can change any more.
    t.container.clock.now = () => new Date('2026-12-02T00:50:00.000Z');
    try {
      const status = await owner({
        method: 'PATCH',
        url: `${API}/appointment/change-status-of-appointment?id=${id}`,
        payload: { status: 'confirmed' },
      });
      expect(status.statusCode).toBe(400);
      expect(status.body.message).toBe(
        'The status of an appointment starting within 15 minutes or in the past cannot be changed',
      );
      const move = await moveAppointment(id, '2026-12-02', '20:00');
      expect(move.statusCode).toBe(400);
      expect(
        (await owner({ method: 'DELETE', url: `${API}/appointment/delete-appointment-dashboard/${id}` }))
          .statusCode,
      ).toBe(400);
    } finally {
      t.container.clock.now = () => NOW;
    }
  });

  it('refuses a wall-clock time that does not exist in the salon zone', async () => {
    const answer = await addAppointment('2027-03-14', '02:30');
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toContain('does not exist');
  });
});

describe('slot statuses', () => {
  it('frees a canceled appointment’s time for the next visitor at once', async () => {
    const slot = await createSlot(owner, '2026-12-08', '18:00');
    const booked = await book(booking(slot, '2026-12-08'));
    const statuses = await owner({ method: 'GET', url: `${API}/appointment/get-appointment-status-list` });
    expect(statuses.body.data).toEqual([
      { value: 'booked', label: 'Booked' },
      { value: 'confirmed', label: 'Confirmed' },
      { value: 'waiting', label: 'Waiting' },
      { value: 'canceled', label: 'Canceled' },
    ]);
    const confirmed = await stylist<Appointment>({
      method: 'PATCH',
      url: `${API}/appointment/change-status-of-appointment?id=${booked.body.data._id}`,
      payload: { status: 'confirmed', slotId: slot._id, timeDataId: slot._id },
    });
    expect(confirmed.body).toMatchObject({ message: 'Appointment confirmed', data: { status: 'confirmed' } });
    let day = await publicDay('2026-12-08', STELLA);
    expect(day.body.data.stylists[0]!.slots.find((s) => s._id === slot._id)).toMatchObject({
      slotStatus: 'confirmed',
      choosable: false,
    });

    await owner({
      method: 'PATCH',
      url: `${API}/appointment/change-status-of-appointment?id=${booked.body.data._id}`,
      payload: { status: 'canceled' },
    });
    day = await publicDay('2026-12-08', STELLA);
    expect(day.body.data.stylists[0]!.slots.find((s) => s._id === slot._id)).toMatchObject({
      slotStatus: 'available',
      choosable: true,
    });
    expect((await book(booking(slot, '2026-12-08', { email: 'late@example.com' }))).statusCode).toBe(200);
  });

  it('keeps a slot with an appointment and refuses a second slot at the same time', async () => {
    const slot = await createSlot(owner, '2026-12-09', '18:00');
    await book(booking(slot, '2026-12-09'));
    const remove = await owner({
      method: 'DELETE',
      url: `${API}/appointment-availability/delete-availability?id=${slot._id}`,
    });
    expect(remove.statusCode).toBe(409);
    const twice = await owner({
      method: 'POST',
      url: `${API}/appointment-availability/create-availability-daily?stylistId=${STELLA}`,
      payload: { date: '2026-12-09', time: '18:15' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.body.message).toBe('A slot already exists at this time');
  });
});

describe('business hours', () => {
  const week = (mon: Array<{ startTime: string; endTime: string }>) =>
    ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((day) => ({
      day,
      slots: day === 'Mon' ? mon : [],
    }));
  /** Saves James's weekly hours: the `[start, end]` ranges on Mondays only, with the rest of the form. */
  const saveMondayHours = (form: Record<string, unknown>, ...ranges: Array<[string, string]>) =>
    owner({
      method: 'POST',
      url: `${API}/appointment-availability/create-availability-bulk?stylistId=${JAMES}`,
      payload: { slots: week(ranges.map(([startTime, endTime]) => ({ startTime, endTime }))), ...form },
    });

  it('checks each range against the previous one', async () => {
    const answer = await saveMondayHours({ recurringType: 'week' }, ['09:00', '12:00'], ['11:00', '15:00']);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe('Mon: Start time should be greater than previous End Time');
  });

  it('generates the horizon and reads back the hours', async () => {
    const saved = await saveMondayHours(
      { id: null, recurringType: 'month' },
      ['09:00', '12:00'],
      ['12:00', '13:00'],
    );
    expect(saved.statusCode, saved.body.message).toBe(200);
    expect(saved.body.data).toMatchObject({ from: '2026-12-01', to: '2027-03-02' });
    // Mondays have 09:00–12:30; James's other (free) slots of the horizon are gone.
    const calendar = await owner<Calendar>({
      method: 'GET',
      url: `${API}/appointment-availability/get-calendar?stylistId=${JAMES}&from=2026-12-28&to=2026-12-29`,
    });
    const times = (date: string) =>
      calendar.body.data.slots.filter((slot) => slot.start_date === date).map((slot) => slot.timeAsAString);
    expect(times('2026-12-28')).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
    ]);
    expect(times('2026-12-29')).toEqual([]);
    const hours = await owner<BusinessHours>({
      method: 'GET',
      url: `${API}/appointment-availability/get-buiness-hours?stylistId=${JAMES}`,
    });
    expect(hours.body.data.recurringType).toBe('month');
    expect(hours.body.data.slots[1]!.slots).toHaveLength(2);
    const day = await owner({
      method: 'POST',
      url: `${API}/appointment-availability/create-availability-day?stylistId=${JAMES}`,
      payload: { date: '2026-12-08' },
    });
    expect(day.statusCode).toBe(400);
    expect(day.body.message).toBe('No business hours are set for Tue; set the weekly business hours first');
  });
});

describe('who may touch which calendar', () => {
  it('gives a stylist their own calendar only', async () => {
    const own = await stylist({ method: 'GET', url: `${API}/appointment/get-waitlist?stylistId=${STELLA}` });
    expect(own.statusCode).toBe(200);
    const other = await stylist({ method: 'GET', url: `${API}/appointment/get-waitlist?stylistId=${JAMES}` });
    expect(other.statusCode).toBe(403);
    expect(other.body.message).toBe('You can only manage your own calendar');
    const otherSalon = await stylist({
      method: 'GET',
      url: `${API}/appointment/get-waitlist?stylistId=${ANNA}`,
    });
    expect(otherSalon.statusCode).toBe(404);
    const report = await stylist<Appointment[]>({
      method: 'POST',
      url: `${API}/report/upcoming-appointments`,
      payload: { from: '2026-12-01', to: '2026-12-31' },
    });
    expect(report.statusCode).toBe(200);
    expect(report.body.data.every((a) => a.stylist === STELLA)).toBe(true);
  });
});
