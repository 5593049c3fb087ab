import { SLOT_MINUTES, type SlotStatus } from '../availability/schemas';
import {
  SLOT_STATE_CODES,
  type AvailableDay,
  type AvailableTimes,
  type PublicSlot,
  type PublicStylist,
} from './schemas';

type StateCode = (typeof SLOT_STATE_CODES)[keyof typeof SLOT_STATE_CODES];

/** The `SLOT_STATE_CODES` letter of a slot. */
export function slotStateCode(slotStatus: SlotStatus, choosable: boolean): StateCode {
  return slotStatus === 'available' && choosable ? SLOT_STATE_CODES.open : SLOT_STATE_CODES[slotStatus];
}

const STATE_OF_CODE = new Map<string, { slotStatus: SlotStatus; choosable: boolean }>(
  Object.entries(SLOT_STATE_CODES).map(([name, code]) => [
    code,
    name === 'open'
      ? { slotStatus: 'available', choosable: true }
      : { slotStatus: name as SlotStatus, choosable: false },
  ]),
);

/** A slot of the booking page: `PublicSlot` without its end, which the page does not show. */
export type PageSlot = Omit<PublicSlot, 'endAsADate'>;

/** The booking page's day: `AvailableDay` with `PageSlot`s, read back from `AvailableTimes`. */
export interface PageDay extends Omit<AvailableDay, 'stylists'> {
  stylists: Array<{ stylistData: PublicStylist; slots: PageSlot[] }>;
}

/** 'HH:mm' of an instant in `timeZone` (00–23). */
function clockIn(timeZone: string): (instant: Date) => string {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (instant) => format.format(instant);
}

/** The compact answer with its slots as objects again (the booking page works on those). */
export function expandTimes(times: AvailableTimes): PageDay {
  const dayStart = Date.parse(times.dayStart);
  const clock = clockIn(times.timeZone);
  return {
    salon: times.salon,
    date: times.date,
    timeZone: times.timeZone,
    cutoffMinutes: times.cutoffMinutes,
    stylists: times.stylists.map((stylist) => ({
      stylistData: stylist.stylistData,
      slots: stylist.slotIds.map((id, index) => {
        const start = new Date(dayStart + stylist.starts[index]! * 60_000);
        return {
          _id: id,
          timeAsAString: clock(start),
          timeAsADate: start.toISOString(),
          ...STATE_OF_CODE.get(stylist.states[index]!)!,
        };
      }),
    })),
  };
}

/**
 * The day for a service of `minutes`: a slot stays choosable only where the service fits, its stylist's
 * following slots running on from it without a gap and free, as the server checks at booking. Otherwise
 * a 45-minute service is offered the last half hour of a day and refused once the form is sent.
 */
export function fittingService(day: PageDay, minutes: number): PageDay {
  if (minutes <= SLOT_MINUTES) return day;
  return {
    ...day,
    stylists: day.stylists.map((stylist) => {
      const starts = stylist.slots.map((slot) => Date.parse(slot.timeAsADate));
      return {
        ...stylist,
        slots: stylist.slots.map((slot, index) => {
          if (!slot.choosable) return slot;
          const end = starts[index]! + minutes * 60_000;
          let reached = starts[index]! + SLOT_MINUTES * 60_000;
          for (let next = index + 1; reached < end && next < starts.length; next++) {
            if (starts[next] !== reached || stylist.slots[next]!.slotStatus !== 'available') break;
            reached += SLOT_MINUTES * 60_000;
          }
          return reached >= end ? slot : { ...slot, choosable: false };
        }),
      };
    }),
  };
}

/** `day` in compact form, its day starting at the instant `dayStart` (fixtures; the server builds its own). */
export function compactDay(day: AvailableDay, dayStart: string): AvailableTimes {
  const start = Date.parse(dayStart);
  return {
    salon: day.salon,
    date: day.date,
    timeZone: day.timeZone,
    dayStart: new Date(start).toISOString(),
    stylists: day.stylists.map((stylist) => ({
      stylistData: stylist.stylistData,
      slotIds: stylist.slots.map((slot) => slot._id),
      starts: stylist.slots.map((slot) => (Date.parse(slot.timeAsADate) - start) / 60_000),
      states: stylist.slots.map((slot) => slotStateCode(slot.slotStatus, slot.choosable)).join(''),
    })),
    cutoffMinutes: day.cutoffMinutes,
  };
}
