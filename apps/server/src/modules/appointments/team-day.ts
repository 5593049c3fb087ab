import {
  STAGE_MESSAGES,
  WALK_IN_MESSAGES,
  type ChangeStageBody,
  type WalkInBody,
  type TeamDay,
  type TeamDayAppointment,
  type TeamDayQuery,
} from '@salon/api/appointments/team-day-schemas';
import type { Database } from '../../db/client';
import type { SalonRow } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../errors';
import type { Viewer } from '../../http/viewer';
import { addDays, instantToLocal, startOfLocalDay, todayIn } from '../../lib/time-zones';
import { teamDayAppointments, teamStylists, visitPayments } from '../../read-models';
import type { CalendarAccess } from '../availability';
import type { AppointmentRepository } from './appointments-repository';
import type { AppointmentService } from './appointments-service';

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
      /** The dashboard's booking, which books the walk-in. */
      booking: Pick<AppointmentService, 'walkIn'>;
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
    const money = await visitPayments(this.deps.db, salon.id, zone, salon.currency, rows);
    return {
      date,
      timeZone: zone,
      stylists: stylists.map((stylist) => ({
        _id: stylist.id,
        name: stylist.name,
        appointments: rows
          .filter((row) => row.stylistId === stylist.id)
          .map((row) => ({ ...dayAppointment(row, zone), ...money.get(row.id) })),
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
    return this.dayAppointmentOf(salon, zone, appointment.id, appointment.startsAt, appointment.endsAt);
  }

  /** Books a walk-in for now and answers it as the day shows it, checked in. */
  async walkIn(viewer: Viewer, body: WalkInBody): Promise<TeamDayAppointment> {
    const { salon, zone } = await this.deps.access.salonOf(viewer);
    const { id } = await this.deps.booking.walkIn(viewer, body, WALK_IN_MESSAGES.busy);
    const appointment = await this.deps.appointments.findById(salon.id, id);
    if (!appointment) throw new NotFoundError(STAGE_MESSAGES.notFound);
    return this.dayAppointmentOf(salon, zone, id, appointment.startsAt, appointment.endsAt);
  }

  private async dayAppointmentOf(
    salon: SalonRow,
    zone: string,
    id: string,
    startsAt: Date,
    endsAt: Date,
  ): Promise<TeamDayAppointment> {
    const start = new Date(startsAt.getTime() - 1);
    const rows = await teamDayAppointments(this.deps.db, salon.id, start, new Date(endsAt));
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) throw new NotFoundError(STAGE_MESSAGES.notFound);
    const money = await visitPayments(this.deps.db, salon.id, zone, salon.currency, [row]);
    return { ...dayAppointment(row, zone), ...money.get(row.id) };
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
