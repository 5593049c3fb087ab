import type {
  VisitAvailability,
  VisitAvailabilityBody,
  VisitBookingBody,
  VisitConfirmation,
  VisitPart,
} from '../../booking/visit-booking';
import {
  addMinutesIso,
  buildStylistData,
  MOCK_SALON_ID,
  MOCK_STYLIST_IDS,
  MOCK_TIME_ZONE,
  mockInstant,
} from './appointments';
import { buildServiceGroups } from './services';

/*
 * Multi-service visits for the booking page's stories: stateless answers computed from the
 * request. Stella does every service; on a day ending in an odd number one stylist cannot do both
 * services, so every start pairs James (the first part) with Priya (the rest); `2026-03-19` has no start.
 */

/** A day of the fixtures where no start fits; the next one with a start. */
export const MOCK_VISIT_NONE_FREE_DAY = '2026-03-19';
export const MOCK_VISIT_NEXT_DAY = '2026-03-20';

function serviceOf(subService: string) {
  for (const group of buildServiceGroups()) {
    const service = group.subService.find((entry) => entry._id === subService);
    if (service)
      return { title: `${group.category.title} – ${service.title}`, minutes: service.requiredTime };
  }
  return { title: 'Service', minutes: 30 };
}

function hhmm(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: MOCK_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

function partsAt(
  date: string,
  time: string,
  services: VisitAvailabilityBody['services'],
  stylists: string[],
): VisitPart[] {
  let at = mockInstant(date, time);
  return services.map((pick, index) => {
    const { title, minutes } = serviceOf(pick.subService);
    const stylist = buildStylistData(stylists[Math.min(index, stylists.length - 1)]!);
    const part: VisitPart = {
      mainService: pick.mainService,
      subService: pick.subService,
      title,
      minutes,
      stylist: { _id: stylist._id, name: stylist.name, photo: stylist.photo, bio: null },
      timeAsAString: hhmm(at),
      timeAsADate: at,
      endAsADate: addMinutesIso(at, minutes),
    };
    at = part.endAsADate;
    return part;
  });
}

export function buildVisitAvailability(body: VisitAvailabilityBody): VisitAvailability {
  const date = body.requestDate.slice(0, 10);
  const several = Number(date.slice(-1)) % 2 === 1 && !body.stylistId;
  const stylists = body.stylistId
    ? [body.stylistId]
    : several
      ? [MOCK_STYLIST_IDS[1], MOCK_STYLIST_IDS[2]]
      : [MOCK_STYLIST_IDS[0]];
  const times = date === MOCK_VISIT_NONE_FREE_DAY ? [] : ['10:00', '10:30', '13:00'];
  const starts = times.map((time) => {
    const parts = partsAt(date, time, body.services, stylists);
    return {
      timeAsAString: time,
      timeAsADate: parts[0]!.timeAsADate,
      endAsADate: parts.at(-1)!.endAsADate,
      oneStylist: new Set(parts.map((part) => part.stylist._id)).size === 1,
      parts,
    };
  });
  return {
    salon: MOCK_SALON_ID,
    date,
    timeZone: MOCK_TIME_ZONE,
    totalMinutes: body.services.reduce((sum, pick) => sum + serviceOf(pick.subService).minutes, 0),
    starts,
    nextDate: starts.length ? null : MOCK_VISIT_NEXT_DAY,
    cutoffMinutes: 24 * 60,
  };
}

export function buildVisitConfirmation(body: VisitBookingBody): VisitConfirmation {
  const date = body.appointmentDate;
  const parts = partsAt(
    date,
    hhmm(body.startsAt),
    body.parts,
    body.parts.map((part) => part.stylistId),
  );
  return {
    _id: '71517000-0000-4000-8000-000000000001',
    appointmentId: 'AP-001201',
    status: 'confirmed',
    dateAsAString: date,
    timeAsAString: parts[0]!.timeAsAString,
    timeAsADate: parts[0]!.timeAsADate,
    endAsADate: parts.at(-1)!.endAsADate,
    timeZone: MOCK_TIME_ZONE,
    parts,
    userName: body.name,
    userEmail: body.email,
    accountCreated: false,
  };
}
