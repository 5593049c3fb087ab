import { SLOT_MINUTES } from '@salon/api/availability/schemas';
import { BOOKING_HORIZON_DAYS } from '@salon/api/booking/schemas';
import type { BusinessDayValue, RecurringTypeValue } from '../../db/schema';
import {
  addDays,
  addMonths,
  formatTime,
  localToInstant,
  minutesOf,
  WEEK_DAY_NAMES,
  weekdayOf,
} from '../../lib/time-zones';

export interface GeneratedSlot {
  startsAt: Date;
  endsAt: Date;
}

const SLOT_MS = SLOT_MINUTES * 60_000;

/**
 * The 30-minute slots of salon-local `date` from the weekly hours: one per wall-clock half hour that
 * fits in a range. A half hour that does not exist that day (spring-forward) has no slot; one that
 * happens twice (fall-back) has one slot, at its first occurrence. A slot lasts 30 real minutes.
 */
export function slotsOfDay(zone: string, date: string, days: BusinessDayValue[]): GeneratedSlot[] {
  const day = days.find((entry) => entry.day === WEEK_DAY_NAMES[weekdayOf(date)]);
  const slots: GeneratedSlot[] = [];
  for (const range of day?.slots ?? []) {
    const end = minutesOf(range.endTime);
    for (let minutes = minutesOf(range.startTime); minutes + SLOT_MINUTES <= end; minutes += SLOT_MINUTES) {
      const startsAt = localToInstant(zone, date, minutes);
      if (!startsAt) continue;
      const last = slots.at(-1);
      // A fall-back hour maps two wall-clock half hours onto overlapping instants: keep the first.
      if (last && startsAt.getTime() < last.endsAt.getTime()) continue;
      slots.push({ startsAt, endsAt: new Date(startsAt.getTime() + SLOT_MS) });
    }
  }
  return slots;
}

/** Slots of the salon-local days `from`..`to` (inclusive) that start after `notBefore`. */
export function slotsOfRange(
  zone: string,
  from: string,
  to: string,
  days: BusinessDayValue[],
  notBefore: Date,
): GeneratedSlot[] {
  const slots: GeneratedSlot[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    for (const slot of slotsOfDay(zone, date, days)) {
      if (slot.startsAt.getTime() > notBefore.getTime()) slots.push(slot);
    }
  }
  return slots;
}

/**
 * How far ahead slots exist: as far as the public booking page lets visitors book
 * (`BOOKING_HORIZON_DAYS`, 92 days, about 13 weeks). Saving hours generates this far, and the
 * slot-horizon job keeps it this far as the days go by.
 */
export const SLOT_HORIZON_DAYS = BOOKING_HORIZON_DAYS;

/**
 * The last day (inclusive) business hours are generated for, from `today`: the booking horizon, or a
 * year for yearly hours. (The old product stopped at one week for weekly hours, so next week was empty.)
 */
export function horizonEnd(today: string, recurringType: RecurringTypeValue): string {
  const booking = addDays(today, SLOT_HORIZON_DAYS - 1);
  if (recurringType !== 'year') return booking;
  const year = addDays(addMonths(today, 12), -1);
  return year > booking ? year : booking;
}

/**
 * The form's rules, with the spec's message: seven days Sun..Sat; each range ends at least 30 minutes
 * after it starts; each range starts at or after the previous range's end. Null when valid.
 */
export function businessHoursProblem(days: BusinessDayValue[]): string | null {
  if (days.length !== 7 || days.some((day, index) => day.day !== WEEK_DAY_NAMES[index])) {
    return 'Business hours need the seven days from Sun to Sat, in that order';
  }
  for (const day of days) {
    let previousEnd = -1;
    for (const range of day.slots) {
      const start = minutesOf(range.startTime);
      const end = minutesOf(range.endTime);
      if (start < previousEnd) return `${day.day}: Start time should be greater than previous End Time`;
      if (end - start < SLOT_MINUTES) {
        return `${day.day}: End time should be at least ${SLOT_MINUTES} minutes after Start time (${formatTime(start)})`;
      }
      previousEnd = end;
    }
  }
  return null;
}
