import type { TeamDay, TeamDayAppointment, VisitPayment } from '../../appointments/team-day-schemas';
import { fixedId } from '../builders';
import { MOCK_STYLIST_IDS, MOCK_TIME_ZONE, buildStylistData, mockInstant } from './appointments';

/** The fixture day: FIXED_NOW's day in Demo Salon's zone (Monday 16 March 2026, EDT). */
export const TEAM_DAY_DATE = '2026-03-16';

export const teamDayAppointmentIdOf = (n: number) => fixedId('a9d00000', n);

/** One appointment of the team's day at salon-local `start`–`end` of `date`. */
export function buildTeamDayAppointment(
  overrides: Partial<TeamDayAppointment> & { start: string; end: string },
  date: string = TEAM_DAY_DATE,
): TeamDayAppointment {
  return {
    _id: teamDayAppointmentIdOf(1),
    stylistId: MOCK_STYLIST_IDS[0],
    startsAt: mockInstant(date, overrides.start),
    endsAt: mockInstant(date, overrides.end),
    clientName: 'Grace Miller',
    service: 'Haircut',
    status: 'confirmed',
    stage: null,
    noShow: false,
    visitId: null,
    saleId: null,
    paid: false,
    ...overrides,
  };
}

/** A payment of a visit, taken at salon-local `time` of `date` (paid by default). */
export function buildVisitPayment(
  overrides: Partial<VisitPayment> & Pick<VisitPayment, '_id' | 'kind' | 'amountMinor'>,
  date: string = TEAM_DAY_DATE,
): VisitPayment {
  const time = overrides.time ?? '09:00';
  return {
    method: null,
    currency: 'USD',
    status: 'paid',
    detail: '',
    at: mockInstant(date, time),
    date,
    time,
    ...overrides,
  };
}

/**
 * Demo Salon's day: Stella (the signed-in stylist) with a booked and a completed, paid visit; James with
 * a visit in service, one arrived and a canceled one; Priya with a no-show.
 */
export function buildTeamDayAppointments(date: string = TEAM_DAY_DATE): TeamDayAppointment[] {
  const [stella, james, priya] = MOCK_STYLIST_IDS;
  const at = (n: number, fields: Partial<TeamDayAppointment> & { start: string; end: string }) =>
    buildTeamDayAppointment({ _id: teamDayAppointmentIdOf(n), ...fields }, date);
  return [
    at(1, {
      stylistId: stella,
      start: '09:00',
      end: '09:45',
      clientName: 'Olivia Brown',
      service: 'Colour',
      stage: 'completed',
      saleId: fixedId('5a1e0000', 1001),
      paid: true,
      payments: [
        buildVisitPayment(
          { _id: fixedId('a9d10000', 1), kind: 'deposit', amountMinor: 2000, time: '08:12' },
          date,
        ),
        buildVisitPayment(
          {
            _id: fixedId('a9d10000', 2),
            kind: 'desk_payment',
            method: 'card',
            amountMinor: 4500,
            detail: 'Card •••• 4242',
            time: '09:50',
          },
          date,
        ),
      ],
      money: { currency: 'USD', paidMinor: 6500, depositMinor: 2000 },
    }),
    at(2, {
      stylistId: stella,
      start: '10:00',
      end: '10:45',
      clientName: 'Grace Miller',
      service: 'Haircut',
    }),
    at(3, {
      stylistId: james,
      start: '09:30',
      end: '10:30',
      clientName: 'Noah Wilson',
      service: 'Beard trim',
      stage: 'in-service',
    }),
    at(4, {
      stylistId: james,
      start: '11:00',
      end: '11:45',
      clientName: 'Emma Davis',
      service: 'Haircut',
      status: 'booked',
      stage: 'arrived',
    }),
    at(5, {
      stylistId: james,
      start: '14:00',
      end: '14:45',
      clientName: 'Liam Johnson',
      service: 'Haircut',
      status: 'canceled',
    }),
    at(6, {
      stylistId: priya,
      start: '08:30',
      end: '09:15',
      clientName: 'Ava Martinez',
      service: 'Colour',
      noShow: true,
    }),
  ];
}

/** A walk-in at the desk: just a name, checked in on the spot. */
export function buildWalkInAppointment(date: string = TEAM_DAY_DATE): TeamDayAppointment {
  return buildTeamDayAppointment(
    {
      _id: teamDayAppointmentIdOf(20),
      stylistId: MOCK_STYLIST_IDS[1],
      start: '12:00',
      end: '12:30',
      clientName: 'Sam',
      service: 'Haircut',
      status: 'confirmed',
      stage: 'arrived',
    },
    date,
  );
}

/** The team's day of `date`: a column per stylist of Demo Salon with `appointments` (the fixture day's). */
export function buildTeamDay(
  date: string = TEAM_DAY_DATE,
  appointments: TeamDayAppointment[] = buildTeamDayAppointments(date),
): TeamDay {
  return {
    date,
    timeZone: MOCK_TIME_ZONE,
    stylists: MOCK_STYLIST_IDS.map((id) => ({
      _id: id,
      name: buildStylistData(id).name,
      appointments: appointments
        .filter((appointment) => appointment.stylistId === id)
        .sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
    })),
  };
}
