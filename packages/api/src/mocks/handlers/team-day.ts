import type { HttpHandler } from 'msw';
import { bookWalkIn, changeVisitStage, getTeamDay } from '../../appointments/endpoints';
import {
  STAGE_MESSAGES,
  WALK_IN_MESSAGES,
  type ChangeStageBody,
  type TeamDayAppointment,
  type WalkInBody,
} from '../../appointments/team-day-schemas';
import { addMinutesIso, MOCK_STYLIST_ID } from '../factories/appointments';
import {
  buildTeamDay,
  buildTeamDayAppointments,
  buildWalkInAppointment,
  TEAM_DAY_DATE,
  teamDayAppointmentIdOf,
} from '../factories/team-day';
import { fail, mockEndpoint, mockFailure, mockPending, ok } from '../http';
import { stateful } from '../stateful';
import { viewerRoleOf } from '../viewer';

/** The server's refusal of a stylist moving another stylist's visit (availability/messages.ts). */
export const OWN_CALENDAR_ONLY = 'You can only manage your own calendar';
/** The server's messages of `POST /appointment/stage`. */
export const TEAM_DAY_MESSAGES = { updated: 'Visit updated', takenBack: 'Check-in taken back' } as const;

/** 'HH:mm' `minutes` after `start` (the same day). */
function localEnd(start: string, minutes: number): string {
  const [hours = 0, mins = 0] = start.split(':').map(Number);
  const total = Math.min(hours * 60 + mins + minutes, 23 * 60 + 59);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export interface TeamDayStore {
  /** The fixture day's appointments (each other day is empty). */
  appointments?: TeamDayAppointment[];
}

/**
 * The desk's day against an in-memory copy of the fixture day: `GET /appointment/team-day` answers the
 * day asked (today: the fixture day), `POST /appointment/stage` moves a visit (a stylist their own only).
 */
export function teamDayHandlers(store: TeamDayStore = {}): HttpHandler[] {
  let appointments = (store.appointments ?? buildTeamDayAppointments()).map((a) => ({ ...a }));
  return stateful(
    () => teamDayHandlers(store),
    [
      mockEndpoint(getTeamDay, ({ request }) => {
        const date = new URL(request.url).searchParams.get('date') ?? TEAM_DAY_DATE;
        return ok(buildTeamDay(date, date === TEAM_DAY_DATE ? appointments : []));
      }),
      mockEndpoint(changeVisitStage, async ({ request }) => {
        const body = (await request.json()) as ChangeStageBody;
        const appointment = appointments.find((a) => a._id === body.appointmentId);
        if (!appointment) return fail(404, STAGE_MESSAGES.notFound);
        if (viewerRoleOf(request) === 'stylist' && appointment.stylistId !== MOCK_STYLIST_ID) {
          return fail(403, OWN_CALENDAR_ONLY);
        }
        if (appointment.noShow) return fail(409, STAGE_MESSAGES.noShow);
        if (appointment.status === 'canceled' || appointment.status === 'waiting')
          return fail(409, STAGE_MESSAGES.notLive);
        const moved = { ...appointment, stage: body.stage };
        appointments = appointments.map((a) => (a._id === moved._id ? moved : a));
        return ok(moved, body.stage === null ? TEAM_DAY_MESSAGES.takenBack : TEAM_DAY_MESSAGES.updated);
      }),
      // A walk-in at the fixture's noon, checked in; the stylist busy then answers 409, as the server.
      mockEndpoint(bookWalkIn, async ({ request }) => {
        const body = (await request.json()) as WalkInBody;
        if (viewerRoleOf(request) === 'stylist' && body.stylistId !== MOCK_STYLIST_ID) {
          return fail(403, OWN_CALENDAR_ONLY);
        }
        const base = buildWalkInAppointment();
        const endsAt = addMinutesIso(base.startsAt, body.requiredTime);
        const busy = appointments.some(
          (a) =>
            a.stylistId === body.stylistId &&
            a.status !== 'canceled' &&
            a.startsAt < endsAt &&
            a.endsAt > base.startsAt,
        );
        if (busy) return fail(409, WALK_IN_MESSAGES.busy);
        const booked: TeamDayAppointment = {
          ...base,
          _id: teamDayAppointmentIdOf(20 + appointments.length),
          stylistId: body.stylistId,
          clientName: body.name,
          endsAt,
          end: localEnd(base.start, body.requiredTime),
          status: 'booked',
        };
        appointments = [...appointments, booked];
        return ok(booked, WALK_IN_MESSAGES.booked);
      }),
    ],
  );
}

export const teamDayFailures = {
  loading: mockPending(getTeamDay),
  error: mockFailure(getTeamDay, 500, 'Could not load the day'),
  stageForbidden: mockFailure(changeVisitStage, 403, OWN_CALENDAR_ONLY),
  walkInBusy: mockFailure(bookWalkIn, 409, WALK_IN_MESSAGES.busy),
};
