import {
  CLAIM_MESSAGES,
  LOGIN_FOR_VISITS,
  RESCHEDULE_MESSAGES,
  type ClaimedVisit,
  type MyAppointment,
  type MyAppointmentsQuery,
  type RescheduleBody,
  type RescheduleInfo,
} from '@salon/api/booking/visits';
import { minorToMajor } from '@salon/api/money/format';
import type { Paged } from '@salon/api/shared/schemas';
import type { AppointmentRow, SalonRow } from '../../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { authorize } from '../../http/authorize';
import { ownSalonOf, type Viewer } from '../../http/viewer';
import { instantToLocal, zoneOf } from '../../lib/time-zones';
import type { Mailer } from '../../mail/mailer';
import type { AccountService } from '../accounts';
import { pageOf } from '../../db/paging';
import { TimeTakenError, type AppointmentRecord, type AppointmentRecords } from '../appointments';
import { appointmentMailFacts } from '../appointments';
import { clientRescheduleMail } from '../appointments';
import { assertCovered } from './booking-deps';
import type { CancelLinks } from '../appointments';
import {
  assertClientMayChange,
  clientMayChange,
  type ClientChangePolicies,
  type ClientChangePolicy,
} from '../booking-settings';
import { appointmentCode } from '../appointments';
import { isAhead } from '../availability';
import { SLOT_TOO_SOON, SLOT_UNAVAILABLE, TIME_TAKEN } from '../appointments';
import type { ReminderService } from '../reminders';
import type { SalonNotices } from '../appointments';
import type { SlotReads } from '../availability';
import type { VisitChanges } from '../appointments';
import { visitMailFacts } from '../appointments';

/** The visit changed while the client was choosing (cancelled or moved elsewhere). */
export const VISIT_CHANGED = 'This appointment has just changed, please reload the page';

/**
 * A client's own visits: My appointments for a signed-in customer, the move of a visit by
 * its signed reschedule link, and the claim link that adds a guest booking made with a customer's
 * e-mail to that customer's list. Whether the client may still cancel or move a visit online is
 * `client-change-policy.ts`'s answer, everywhere.
 */
export class VisitService {
  constructor(
    private readonly deps: {
      availability: SlotReads;
      appointments: AppointmentRecords;
      accounts: AccountService;
      now: () => Date;
      mailer: Mailer;
      links: CancelLinks;
      reminders: ReminderService;
      notices: SalonNotices;
      organizerEmail: string;
      changePolicies: ClientChangePolicies;
      /** A multi-service visit moves whole (visit-changes.ts). */
      visitChanges: VisitChanges;
    },
  ) {}

  /** The signed-in customer's own visits at their salon, one page. */
  async myAppointments(viewer: Viewer, query: MyAppointmentsQuery): Promise<Paged<MyAppointment>> {
    authorize(viewer, 'visits.own', LOGIN_FOR_VISITS);
    const salonId = ownSalonOf(viewer, LOGIN_FOR_VISITS);
    const salon = await this.deps.availability.findSalon(salonId);
    if (!salon) throw new NotFoundError(LOGIN_FOR_VISITS);
    const now = this.deps.now();
    const policy = await this.deps.changePolicies.of(salon);
    const page = await this.deps.appointments.listForClient({
      salonId,
      userId: viewer.userId,
      when: query.when,
      now,
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
    });
    const visits = await this.visitsOf(salon, page.rows);
    return pageOf(
      page.rows.map((row) => this.myAppointmentOf(salon, visits.get(row.id) ?? row, now, policy)),
      page.total,
      query.pageSize,
    );
  }

  /** The visit a reschedule link names (404 for a link not signed for rescheduling). */
  async rescheduleInfo(token: string): Promise<RescheduleInfo> {
    const { salon, appointment } = await this.byToken(token);
    const [shown] = (await this.visitsOf(salon, [appointment])).values();
    return this.rescheduleInfoOf(salon, shown ?? appointment, await this.deps.changePolicies.of(salon));
  }

  /**
   * Moves the visit of a reschedule link to a slot of the same stylist: one transaction under the
   * stylist's turn (the old time freed, the new one taken), the calendar sequence raised, the reminders
   * planned again, the client's e-mail (same UID, SEQUENCE + 1) and the salon's notice queued with it.
   */
  async reschedule(body: RescheduleBody): Promise<{ info: RescheduleInfo; message: string }> {
    const { salon, appointment } = await this.byToken(body.token);
    const now = this.deps.now();
    if (appointment.status === 'canceled') throw new BadRequestError(RESCHEDULE_MESSAGES.cancelled);
    const policy = await this.deps.changePolicies.of(salon);
    assertClientMayChange({ policy, startsAt: appointment.startsAt, now }, 'rescheduled');
    const slot = await this.deps.availability.findSlot(salon.id, body.slotId);
    if (!slot) throw new NotFoundError('This time slot does not exist');
    if (slot.stylistId !== appointment.stylistId) throw new BadRequestError(RESCHEDULE_MESSAGES.otherStylist);
    if (!isAhead(slot.startsAt, now)) throw new BadRequestError(SLOT_TOO_SOON);
    if (slot.blocked) throw new ConflictError(SLOT_UNAVAILABLE);
    if (appointment.visitId) {
      // A visit moves whole: every part by the same time, each stylist free then (one transaction).
      await this.deps.visitChanges.move(salon, appointment.visitId, {
        partId: appointment.id,
        startsAt: slot.startsAt,
        by: 'client',
      });
      const moved = await this.deps.appointments.findById(salon.id, appointment.id);
      const [shown] = (await this.visitsOf(salon, [moved!])).values();
      return { info: this.rescheduleInfoOf(salon, shown!, policy), message: RESCHEDULE_MESSAGES.moved };
    }
    if (slot.startsAt.getTime() === appointment.startsAt.getTime()) {
      return { info: this.rescheduleInfoOf(salon, appointment, policy), message: RESCHEDULE_MESSAGES.moved };
    }
    const length = appointment.endsAt.getTime() - appointment.startsAt.getTime();
    const endsAt = new Date(slot.startsAt.getTime() + length);
    await assertCovered(this.deps.availability, salon.id, appointment.stylistId, slot.startsAt, endsAt);
    const previous = { startsAt: appointment.startsAt, endsAt: appointment.endsAt };
    let moved: AppointmentRow | null;
    try {
      moved = await this.deps.appointments.move(
        appointment,
        { slotId: slot.id, startsAt: slot.startsAt, endsAt },
        async (tx, row) => {
          const facts = appointmentMailFacts(
            salon,
            { ...row, stylist: appointment.stylist },
            this.deps.organizerEmail,
          );
          const links = this.deps.links;
          await this.deps.mailer.send(
            clientRescheduleMail(
              facts,
              previous,
              row.calendarSequence,
              links.url(salon.slug, salon.id, row.id),
              { rescheduleUrl: links.url(salon.slug, salon.id, row.id, 'reschedule') },
            ),
            tx,
          );
          await this.deps.notices.rescheduled(tx, facts, previous, row.stylistId);
          await this.deps.reminders.plan(tx, {
            salonId: salon.id,
            id: row.id,
            startsAt: row.startsAt,
            status: row.status,
          });
        },
      );
    } catch (error) {
      if (error instanceof TimeTakenError) throw new ConflictError(TIME_TAKEN);
      throw error;
    }
    if (!moved) throw new ConflictError(VISIT_CHANGED);
    return {
      info: this.rescheduleInfoOf(
        salon,
        { ...moved, stylist: appointment.stylist, clientNote: null },
        policy,
      ),
      message: RESCHEDULE_MESSAGES.moved,
    };
  }

  /**
   * Follows a claim link: the guest visit joins the My appointments of the salon's customer whose
   * account has the visit's e-mail (the link went to that address). Following it again changes nothing.
   */
  async claim(token: string): Promise<{ visit: ClaimedVisit; message: string }> {
    const ids = this.deps.links.verify(token, 'claim');
    if (!ids) throw new NotFoundError(CLAIM_MESSAGES.invalidLink);
    const salon = await this.deps.availability.findSalon(ids.salonId);
    const appointment = salon && (await this.deps.appointments.findById(salon.id, ids.appointmentId));
    if (!salon || !appointment) throw new NotFoundError(CLAIM_MESSAGES.invalidLink);
    const account = await this.deps.accounts.holderOf(appointment.clientEmail);
    if (!account || account.role !== 'user' || account.salonId !== salon.id) {
      throw new NotFoundError(CLAIM_MESSAGES.noAccount);
    }
    if (!(await this.deps.appointments.claim(salon.id, appointment.id, account.id))) {
      throw new NotFoundError(CLAIM_MESSAGES.invalidLink);
    }
    return {
      visit: {
        _id: appointment.id,
        appointmentId: appointmentCode(appointment.number),
        salonSlug: salon.slug,
      },
      message: CLAIM_MESSAGES.claimed,
    };
  }

  /**
   * The rows that are a multi-service visit's first part, as the whole visit (its services and stylists
   * listed, its end the last part's), by id: My appointments and the reschedule page show one visit.
   */
  private async visitsOf(
    salon: SalonRow,
    rows: AppointmentRecord[],
  ): Promise<Map<string, AppointmentRecord>> {
    const visitIds = [...new Set(rows.flatMap((row) => (row.visitId ? [row.visitId] : [])))];
    const parts = await this.deps.appointments.listVisitParts(salon.id, visitIds);
    const shown = new Map<string, AppointmentRecord>();
    for (const row of rows) {
      if (!row.visitId) continue;
      const own = parts.filter((part) => part.visitId === row.visitId);
      const facts = visitMailFacts(salon, row.visitId, own, this.deps.organizerEmail);
      shown.set(row.id, {
        ...row,
        mainServiceTitle: facts.mainService,
        subServiceTitle: facts.subService,
        stylist: { ...row.stylist, name: facts.stylistName },
        startsAt: facts.startsAt,
        endsAt: facts.endsAt,
        subServiceChargesCents: own.reduce((sum, part) => sum + (part.subServiceChargesCents ?? 0), 0),
      });
    }
    return shown;
  }

  private async byToken(token: string): Promise<{ salon: SalonRow; appointment: AppointmentRecord }> {
    const ids = this.deps.links.verify(token, 'reschedule');
    if (!ids) throw new NotFoundError(RESCHEDULE_MESSAGES.invalidLink);
    const salon = await this.deps.availability.findSalon(ids.salonId);
    const appointment = salon && (await this.deps.appointments.findById(salon.id, ids.appointmentId));
    if (!salon || !appointment) throw new NotFoundError(RESCHEDULE_MESSAGES.invalidLink);
    return { salon, appointment };
  }

  private myAppointmentOf(
    salon: SalonRow,
    row: AppointmentRecord,
    now: Date,
    policy: ClientChangePolicy,
  ): MyAppointment {
    const zone = zoneOf(salon);
    const start = instantToLocal(zone, row.startsAt);
    const changeable = row.status !== 'canceled' && clientMayChange({ policy, startsAt: row.startsAt, now });
    return {
      _id: row.id,
      appointmentId: appointmentCode(row.number),
      status: row.status,
      mainService: row.mainServiceTitle,
      subService: row.subServiceTitle,
      stylistName: row.stylist.name,
      dateAsAString: start.date,
      timeAsAString: start.time,
      timeAsADate: row.startsAt.toISOString(),
      endAsADate: row.endsAt.toISOString(),
      timeZone: zone,
      price:
        row.subServiceChargesCents === null ? null : minorToMajor(row.subServiceChargesCents, salon.currency),
      rescheduleToken: changeable ? this.deps.links.token(salon.id, row.id, 'reschedule') : null,
      cancelToken: changeable ? this.deps.links.token(salon.id, row.id) : null,
      cutoffMinutes: policy.cutoffMinutes,
      salonPhone: policy.salonPhone,
    };
  }

  private rescheduleInfoOf(
    salon: SalonRow,
    appointment: AppointmentRecord,
    policy: ClientChangePolicy,
  ): RescheduleInfo {
    const zone = zoneOf(salon);
    const start = instantToLocal(zone, appointment.startsAt);
    return {
      _id: appointment.id,
      appointmentId: appointmentCode(appointment.number),
      salonId: salon.id,
      salonName: salon.name,
      salonSlug: salon.slug,
      stylistId: appointment.stylistId,
      stylistName: appointment.stylist.name,
      mainService: appointment.mainServiceTitle,
      subService: appointment.subServiceTitle,
      durationMinutes: Math.round((appointment.endsAt.getTime() - appointment.startsAt.getTime()) / 60_000),
      dateAsAString: start.date,
      timeAsAString: start.time,
      timeAsADate: appointment.startsAt.toISOString(),
      endAsADate: appointment.endsAt.toISOString(),
      timeZone: zone,
      status: appointment.status,
      reschedulable:
        appointment.status !== 'canceled' &&
        clientMayChange({ policy, startsAt: appointment.startsAt, now: this.deps.now() }),
      cutoffMinutes: policy.cutoffMinutes,
      salonPhone: policy.salonPhone,
    };
  }
}
