import {
  bookingNumberOf,
  CHECK_IN_MESSAGES,
  CHECKIN_MIN_SEARCH,
  type Attendance,
  type AttendanceBody,
  type CheckinUser,
  type CheckinUserQuery,
} from '@salon/api/check-in/schemas';
import type { Paged } from '@salon/api/shared/schemas';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { authorize } from '../../http/authorize';
import { ownSalonOf, type Viewer } from '../../http/viewer';
import type { Arrivals, DueVisit } from '../appointments';
import type { ClientListRow, ClientReads } from '../clients';
import type { SalonReads } from '../salons';
import { pageOf } from '../../db/paging';
import type { AttendanceRepository } from './repository';

/** The check-in desk: salon owners, managers and the superadmin (catalogue row check-in). */

/** `2125550142` → `***-***-0142`: the select is seen by everyone at the desk. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  return `***-***-${phone.slice(-4)}`;
}

function checkinUserOf(row: ClientListRow, due: DueVisit | undefined): CheckinUser {
  return {
    _id: row.id,
    name: row.name,
    maskedPhone: maskPhone(row.phone),
    stylist: row.stylistId && row.stylistName ? { _id: row.stylistId, name: row.stylistName } : null,
    appointment: due ? { _id: due.id, code: due.code, start: due.start, service: due.service } : null,
  };
}

export class AttendanceService {
  constructor(
    private readonly deps: {
      attendance: AttendanceRepository;
      clients: ClientReads;
      /** The appointments module's side of the kiosk: the visits of the day and their arrival. */
      arrivals: Pick<Arrivals, 'dueToday' | 'dueByNumber' | 'arrive'>;
      salons: Pick<SalonReads, 'findById'>;
      now: () => Date;
    },
  ) {}

  /**
   * Active clients of the salon matching what was typed (`CHECKIN_MIN_SEARCH` characters of a name or
   * a phone, or a booking code of the day), with their next visit of the day.
   */
  async checkinUsers(viewer: Viewer, query: CheckinUserQuery): Promise<Paged<CheckinUser>> {
    const salon = await this.salonOf(viewer);
    const typed = (query.filterValue ?? '').trim();
    const now = this.deps.now();
    const number = bookingNumberOf(typed);
    if (number !== undefined) {
      const due = await this.deps.arrivals.dueByNumber(salon, number, now);
      const client = due && (await this.deps.clients.find({ salonId: salon.id }, due.userId));
      if (client?.active) return pageOf([checkinUserOf(client, due)], 1, query.pageSize);
    }
    if (typed.length < CHECKIN_MIN_SEARCH) return pageOf([], 0, query.pageSize);
    // E-mail addresses are not searched: the desk's screen should not reveal them by probing.
    const { rows, total } = await this.deps.clients.list({ salonId: salon.id }, query, {
      activeOnly: true,
      withEmail: false,
    });
    const due = await this.deps.arrivals.dueToday(
      salon,
      rows.map((row) => row.id),
      now,
    );
    return pageOf(
      rows.map((row) => checkinUserOf(row, due.get(row.id))),
      total,
      query.pageSize,
    );
  }

  /**
   * Records the arrival; with an appointment of the client's day, the visit is marked arrived on the
   * calendar too, and a second tap of the same check-in records nothing more.
   */
  async checkIn(viewer: Viewer, body: AttendanceBody): Promise<{ record: Attendance; already: boolean }> {
    const salon = await this.salonOf(viewer);
    const client = await this.deps.clients.find({ salonId: salon.id }, body.user);
    if (!client) throw new NotFoundError(CHECK_IN_MESSAGES.userNotFound);
    if (!client.active) throw new BadRequestError(CHECK_IN_MESSAGES.disabled);

    let stylist =
      client.stylistId && client.stylistName ? { _id: client.stylistId, name: client.stylistName } : null;
    if (body.stylist) {
      const chosen = await this.deps.clients.findStylist(salon.id, body.stylist);
      if (!chosen) throw new NotFoundError(CHECK_IN_MESSAGES.stylistNotFound);
      stylist = { _id: chosen.id, name: chosen.name };
    }
    const now = this.deps.now();
    let visit: DueVisit | undefined;
    if (body.appointment) {
      const arrival = await this.deps.arrivals.arrive(salon, body.appointment, client.id, now);
      if (!arrival) throw new ConflictError(CHECK_IN_MESSAGES.appointmentNotFound);
      visit = arrival.visit;
      stylist = visit.stylist;
      if (arrival.outcome === 'already') {
        const earlier = await this.deps.attendance.findForAppointment(salon.id, visit.id);
        if (earlier) return { record: attendanceOf(earlier, client, stylist, visit), already: true };
      }
    }
    const row = await this.deps.attendance.record({
      salonId: salon.id,
      userId: client.id,
      stylistId: stylist?._id ?? null,
      appointmentId: visit?.id ?? null,
    });
    return { record: attendanceOf(row, client, stylist, visit), already: false };
  }

  private async salonOf(viewer: Viewer) {
    authorize(viewer, 'attendance.checkIn', 'You do not have permission to check clients in');
    const salon = await this.deps.salons.findById(ownSalonOf(viewer, 'Please select a salon first'));
    if (!salon) throw new NotFoundError('Salon not found');
    return salon;
  }
}

function attendanceOf(
  row: { id: string; checkedInAt: Date },
  client: { id: string; name: string },
  stylist: { _id: string; name: string } | null,
  visit: DueVisit | undefined,
): Attendance {
  return {
    _id: row.id,
    user: { _id: client.id, name: client.name },
    stylist,
    appointment: visit ? { _id: visit.id, code: visit.code, start: visit.start } : null,
    checkedInAt: row.checkedInAt.toISOString(),
  };
}
