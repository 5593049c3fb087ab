import type { HttpHandler } from 'msw';
import { changeVisitStage, getTeamDay } from '../../appointments/endpoints';
import {
  STAGE_MESSAGES,
  type ChangeStageBody,
  type TeamDayAppointment,
} from '../../appointments/team-day-schemas';
import { MOCK_STYLIST_ID } from '../factories/appointments';
import { buildTeamDay, buildTeamDayAppointments, TEAM_DAY_DATE } from '../factories/team-day';
import { fail, mockEndpoint, mockFailure, mockPending, ok } from '../http';
import { stateful } from '../stateful';
import { viewerRoleOf } from '../viewer';

/** The server's refusal of a stylist moving another stylist's visit (availability/messages.ts). */
export const OWN_CALENDAR_ONLY = 'You can only manage your own calendar';
/** The server's messages of `POST /appointment/stage`. */
export const TEAM_DAY_MESSAGES = { updated: 'Visit updated', takenBack: 'Check-in taken back' } as const;

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
    ],
  );
}

export const teamDayFailures = {
  loading: mockPending(getTeamDay),
  error: mockFailure(getTeamDay, 500, 'Could not load the day'),
  stageForbidden: mockFailure(changeVisitStage, 403, OWN_CALENDAR_ONLY),
};
