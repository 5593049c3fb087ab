import { createHash } from 'node:crypto';
import type { Database } from '../db/client';
import type { AppointmentStatusValue, BusinessDayValue, NewSlotRow } from '../db/schema';
import { SLOT_HORIZON_DAYS, slotsOfRange } from '../modules/availability';
import { addDays, localToInstant, minutesOf, todayIn, WEEK_DAY_NAMES, weekdayOf } from '../lib/time-zones';
import { BookingSeedRepository } from './booking-repository';
import { DEMO_SALON_ID, demoSalons, demoUsers, SECOND_SALON_ID } from './demo-data';
import { serviceCategoryId, subServiceId } from './services-videos';

const fixedId = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
/** Fixed ids of the demo appointments and of the stylists' extra slots (tests name them). */
export const demoAppointmentId = (n: number) => fixedId('a9900000', n);
export const extraSlotId = (n: number) => fixedId('a5100000', n);

/** Days of slots generated from business hours, from the seed day. */
const SLOT_DAYS = 28;

const zoneOfSalon = (salonId: string) => demoSalons.find((salon) => salon.id === salonId)!.timeZone;
const userId = (email: string) => demoUsers.find((user) => user.email === email)!.id;
const STELLA = userId('stylist@example.com');
const ANNA = userId('anna.schmidt@example.com');

/** A deterministic slot id from the stylist and the start: reseeding never duplicates a slot. */
function slotIdOf(stylistId: string, startsAt: Date): string {
  const hex = createHash('sha1').update(`${stylistId}@${startsAt.toISOString()}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function weekdaysHours(start: string, end: string): BusinessDayValue[] {
  return WEEK_DAY_NAMES.map((day) => ({
    day,
    slots: day === 'Sun' ? [] : [{ startTime: start, endTime: end }],
  }));
}

/** The `n`th working day (Mon–Sat) after `today` (negative: before). */
function workday(today: string, n: number): string {
  let date = today;
  let left = Math.abs(n);
  while (left > 0) {
    date = addDays(date, Math.sign(n));
    if (weekdayOf(date) !== 0) left -= 1;
  }
  return date;
}

/**
 * Extra slots opened by hand on the first Sunday a week past the slot horizon (the salons are closed on
 * Sundays), 10:00 to 18:00: Stella's 1–16 and Anna's 101–116. The authorization matrix deletes and
 * books them, so it needs their ids and salon-local times.
 */
export function extraSlotPlan(
  salonId: string,
  now: Date,
): Array<{ id: string; stylistId: string; date: string; time: string }> {
  const zone = zoneOfSalon(salonId);
  // Past the slot horizon, so saving business hours (which regenerates the horizon) leaves them alone.
  let date = addDays(todayIn(zone, now), SLOT_HORIZON_DAYS + 7);
  while (weekdayOf(date) !== 0) date = addDays(date, 1);
  const base = salonId === DEMO_SALON_ID ? 0 : 100;
  const stylistId = salonId === DEMO_SALON_ID ? STELLA : ANNA;
  return Array.from({ length: 16 }, (_, index) => {
    const minutes = 10 * 60 + index * 30;
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    return { id: extraSlotId(base + index + 1), stylistId, date, time };
  });
}

type Plan = [
  n: number,
  salonId: string,
  stylistEmail: string,
  workdays: number,
  time: string,
  minutes: number,
  status: AppointmentStatusValue,
  clientEmail: string,
  category: number,
  service: number,
  source: 'website' | 'dashboard',
];

// [n, salon, stylist, working days from the seed day, start, minutes, status, client, category, service, source]
// prettier-ignore
const plans: Plan[] = [
  [1, DEMO_SALON_ID, 'stylist@example.com', 1, '10:00', 30, 'confirmed', 'client@example.com', 1, 3, 'dashboard'],
  [2, DEMO_SALON_ID, 'stylist@example.com', 1, '11:00', 45, 'booked', 'grace.miller@example.com', 1, 1, 'dashboard'],
  [3, DEMO_SALON_ID, 'stylist@example.com', 1, '14:00', 30, 'waiting', 'emily.johnson@example.com', 1, 3, 'website'],
  [4, DEMO_SALON_ID, 'stylist@example.com', 2, '09:00', 75, 'confirmed', 'grace.miller@example.com', 2, 7, 'dashboard'],
  [5, DEMO_SALON_ID, 'stylist@example.com', 2, '13:30', 30, 'waiting', 'daniel.kim@example.com', 1, 3, 'website'],
  [6, DEMO_SALON_ID, 'stylist@example.com', 3, '10:00', 45, 'booked', 'client@example.com', 1, 1, 'dashboard'],
  [7, DEMO_SALON_ID, 'stylist@example.com', 3, '15:00', 30, 'canceled', 'emily.johnson@example.com', 1, 3, 'website'],
  [8, DEMO_SALON_ID, 'stylist@example.com', 4, '09:30', 30, 'waiting', 'grace.miller@example.com', 1, 3, 'website'],
  [9, DEMO_SALON_ID, 'stylist@example.com', 4, '12:00', 45, 'confirmed', 'daniel.kim@example.com', 1, 1, 'dashboard'],
  [10, DEMO_SALON_ID, 'stylist@example.com', 5, '16:00', 30, 'booked', 'client@example.com', 1, 3, 'dashboard'],
  [11, DEMO_SALON_ID, 'james.carter@example.com', 1, '14:00', 45, 'booked', 'emily.johnson@example.com', 1, 1, 'dashboard'],
  [12, DEMO_SALON_ID, 'james.carter@example.com', 2, '10:00', 30, 'canceled', 'daniel.kim@example.com', 1, 3, 'website'],
  [13, DEMO_SALON_ID, 'priya.shah@example.com', 1, '09:00', 75, 'confirmed', 'grace.miller@example.com', 2, 7, 'dashboard'],
  [14, DEMO_SALON_ID, 'priya.shah@example.com', 3, '11:00', 30, 'waiting', 'client@example.com', 1, 3, 'website'],
  [15, DEMO_SALON_ID, 'stylist@example.com', -1, '10:00', 30, 'confirmed', 'client@example.com', 1, 3, 'dashboard'],
  [21, SECOND_SALON_ID, 'anna.schmidt@example.com', 1, '10:00', 60, 'booked', 'lena.fischer@example.com', 11, 17, 'dashboard'],
  [22, SECOND_SALON_ID, 'anna.schmidt@example.com', 2, '14:00', 30, 'waiting', 'felix.wagner@example.com', 11, 18, 'website'],
  [23, SECOND_SALON_ID, 'jonas.weber@example.com', 2, '12:00', 20, 'confirmed', 'felix.wagner@example.com', 12, 21, 'dashboard'],
];

/**
 * Business hours for every demo stylist (Mon–Sat, their working day), slots for the coming four weeks
 * from `now`, the extra Sunday slots, and a dozen appointments in Demo Salon and a few in Second Salon,
 * relative to `now`. Idempotent: nothing happens once any business hours exist.
 */
export async function seedBooking(db: Database, now: Date = new Date()): Promise<void> {
  const repository = new BookingSeedRepository(db);
  if (await repository.hasBusinessHours()) return;
  const stylists = demoUsers.filter((user) => user.role === 'stylist' && user.salonId);
  const hours = stylists.map((stylist) => ({
    stylistId: stylist.id,
    salonId: stylist.salonId!,
    recurringType: 'month' as const,
    days: weekdaysHours(stylist.startTime ?? '09:00', stylist.endTime ?? '17:00'),
  }));

  const slots: NewSlotRow[] = [];
  for (const entry of hours) {
    const zone = zoneOfSalon(entry.salonId);
    const today = todayIn(zone, now);
    const dayStart = localToInstant(zone, today, 0) ?? now;
    for (const slot of slotsOfRange(
      zone,
      addDays(today, -1),
      addDays(today, SLOT_DAYS),
      entry.days,
      new Date(dayStart.getTime() - 86_400_000),
    )) {
      slots.push({
        id: slotIdOf(entry.stylistId, slot.startsAt),
        salonId: entry.salonId,
        stylistId: entry.stylistId,
        ...slot,
      });
    }
  }
  for (const salonId of [DEMO_SALON_ID, SECOND_SALON_ID]) {
    const zone = zoneOfSalon(salonId);
    for (const extra of extraSlotPlan(salonId, now)) {
      const startsAt = localToInstant(zone, extra.date, minutesOf(extra.time));
      if (!startsAt) continue;
      slots.push({
        id: extra.id,
        salonId,
        stylistId: extra.stylistId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      });
    }
  }

  const titles = await repository.servicesById(
    plans.flatMap((plan) => [serviceCategoryId(plan[8]), subServiceId(plan[9])]),
  );
  const appointments = [];
  for (const [
    n,
    salonId,
    stylistEmail,
    days,
    time,
    minutes,
    status,
    clientEmail,
    category,
    service,
    source,
  ] of plans) {
    const zone = zoneOfSalon(salonId);
    const startsAt = localToInstant(zone, workday(todayIn(zone, now), days), minutesOf(time));
    if (!startsAt) continue;
    const client = demoUsers.find((user) => user.email === clientEmail)!;
    const main = titles.get(serviceCategoryId(category));
    const sub = titles.get(subServiceId(service));
    const stylistId = userId(stylistEmail);
    const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
    const slot = slots.find((s) => s.stylistId === stylistId && s.startsAt.getTime() === startsAt.getTime());
    if (slot && status === 'canceled') slot.blocked = true;
    appointments.push({
      id: demoAppointmentId(n),
      salonId,
      stylistId,
      userId: client.id,
      slotId: slot?.id ?? null,
      status,
      startsAt,
      endsAt,
      clientName: client.name,
      clientEmail: client.email,
      clientPhone: client.phone,
      gender: client.gender,
      comment: n % 4 === 1 ? 'Please text me if you are running late.' : null,
      mainServiceId: main ? main.id : null,
      mainServiceTitle: main?.title ?? null,
      subServiceId: sub ? sub.id : null,
      subServiceTitle: sub?.title ?? null,
      subServiceChargesCents: sub?.chargesCents ?? null,
      source,
      createdAt: new Date(now.getTime() - (20 - n) * 3_600_000),
    });
  }
  await repository.insert({ hours, slots, appointments });
}
