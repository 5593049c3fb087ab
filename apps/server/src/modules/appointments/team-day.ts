import {
  STAGE_MESSAGES,
  type ChangeStageBody,
  type TeamDay,
  type TeamDayAppointment,
  type TeamDayQuery,
} from '@salon/api/appointments/team-day-schemas';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError } from '../../errors';
import type { Viewer } from '../../http/viewer';
import { addDays, instantToLocal, startOfLocalDay, todayIn } from '../../lib/time-zones';
import { teamDayAppointments, teamStylists } from '../../read-models';
import type { CalendarAccess } from '../availability';
import type { AppointmentRepository } from './appointments-repository';

type DayRow = Awaited<ReturnType<typeof teamDayAppointments>>[number];

/**
 * The desk's day of the whole team: a column per stylist with each appointment of the day in the salon's
 * zone, where its visit is (arrived, in service, completed) and whether its sale is paid; and the check-in
 * that moves a visit along. Staff who manage calendars see the whole team; a stylist moves their own
 * visits only.
 */
export class TeamDayView {
  constructor(
    private readonly deps: {
      db: Database;
      appointments: Pick<AppointmentRepository, 'findById' | 'setStage'>;
      access: CalendarAccess;
      now: () => Date;
    },
  ) {}

  async day(viewer: Viewer, query: TeamDayQuery): Promise<TeamDay> {
    const { salon, zone } = await this.deps.access.salonOf(viewer);
    const date = query.date ?? todayIn(zone, this.deps.now());
    const start = startOfLocalDay(zone, date);
    const end = startOfLocalDay(zone, addDays(date, 1));
    const stylists = await teamStylists(this.deps.db, salon.id);
    const rows = await teamDayAppointments(this.deps.db, salon.id, start, end);
    return {
      date,
      timeZone: zone,
      stylists: stylists.map((stylist) => ({
        _id: stylist.id,
        name: stylist.name,
        appointments: rows
          .filter((row) => row.stylistId === stylist.id)
          .map((row) => dayAppointment(row, zone)),
      })),
    };
  }

  async changeStage(viewer: Viewer, body: ChangeStageBody): Promise<TeamDayAppointment> {
    const { salon, zone } = await this.deps.access.salonOf(viewer);
    const appointment = await this.deps.appointments.findById(salon.id, body.appointmentId);
    if (!appointment) throw new NotFoundError(STAGE_MESSAGES.notFound);
    this.deps.access.assertOwn(viewer, appointment.stylist.id);
    if (appointment.noShowAt) throw new ConflictError(STAGE_MESSAGES.noShow);
    if (!(await this.deps.appointments.setStage(salon.id, appointment.id, body.stage, this.deps.now()))) {
      throw new ConflictError(STAGE_MESSAGES.notLive);
    }
    const start = new Date(appointment.startsAt.getTime() - 1);
    const rows = await teamDayAppointments(this.deps.db, salon.id, start, new Date(appointment.endsAt));
    const row = rows.find((candidate) => candidate.id === appointment.id);
    if (!row) throw new NotFoundError(STAGE_MESSAGES.notFound);
    return dayAppointment(row, zone);
  }
}

function dayAppointment(row: DayRow, zone: string): TeamDayAppointment {
  return {
    _id: row.id,
    stylistId: row.stylistId,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    start: instantToLocal(zone, row.startsAt).time,
    end: instantToLocal(zone, row.endsAt).time,
    clientName: row.clientName,
    service: row.service,
    status: row.status,
    stage: row.stage,
    noShow: row.noShowAt !== null,
    visitId: row.visitId,
    saleId: row.saleId,
    paid: row.saleStatus === 'paid' || row.saleStatus === 'refunded',
  };
}
