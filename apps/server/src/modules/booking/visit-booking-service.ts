import { SLOT_MINUTES } from '@salon/api/availability/schemas';
import {
  VISIT_MESSAGES,
  type VisitAvailability,
  type VisitAvailabilityBody,
  type VisitBookingBody,
  type VisitConfirmation,
  type VisitPart,
  type VisitService as VisitServicePick,
} from '@salon/api/booking/visit-booking';
import type { BookingDeposit } from '@salon/api/booking/schemas';
import type { SalonRow } from '../../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import type { Viewer } from '../../http/viewer';
import { addDays, instantToLocal, localDateOf, localTimeClock, zoneOf } from '../../lib/time-zones';
import { depositSession } from '../appointment-payments';
import { websiteClientOf } from './website-client';
import { type AppointmentRecord } from '../appointments';
import { clientColumns, serviceColumns, type ServiceSnapshot } from '../appointments';
import { isAhead } from '../availability';
import { DEPOSIT_HOLD_MS } from './messages';
import type { BookingDeps } from './booking-deps';
import { plannedOf, VisitSearch, type VisitServiceSnapshot } from './visit-search';

export type { VisitServiceSnapshot } from './visit-search';
import { SALON_NOT_FOUND, STYLIST_NOT_FOUND } from '../availability';
import type { StylistRecord } from '../availability';
import type { VisitChanges } from '../appointments';
import { partTitle } from '../appointments';
import { doesService, partTimes, type PlannedPart, type PlanningStylist } from '../appointments';
import { type VisitRecords } from '../appointments';
import { onlineBookingStatus } from '../booking-settings';

/**
 * The public booking of a multi-service visit: the start times of a day where the services
 * fit back to back (visit-planning.ts), and the booking that makes every part in one transaction with
 * one confirmation and one calendar entry.
 */
export class VisitBookingService {
  private readonly search: VisitSearch;

  constructor(
    /** What the single booking is built from too, with the visits; the placement announces. */
    private readonly deps: Pick<
      BookingDeps,
      | 'availability'
      | 'accounts'
      | 'appointmentService'
      | 'now'
      | 'changePolicies'
      | 'open'
      | 'placement'
      | 'payments'
      | 'paymentRows'
      | 'destinationOf'
    > & { visits: VisitRecords; changes: VisitChanges },
  ) {
    this.search = new VisitSearch(deps);
  }

  /**
   * The visit's services in its order, checked against the salon's catalogue: what each part copies,
   * and its length (the service's duration, or one slot when it has none). The one place that knows a
   * visit's services: a visit's deposit is the sum of these services' deposits.
   */
  async visitServices(salonId: string, picks: VisitServicePick[]): Promise<VisitServiceSnapshot[]> {
    const snapshots: VisitServiceSnapshot[] = [];
    for (const pick of picks) {
      const service = await this.deps.appointmentService.services(salonId, pick.mainService, pick.subService);
      snapshots.push({
        ...service,
        title: partTitle({
          mainServiceTitle: service.mainServiceTitle,
          subServiceTitle: service.subServiceTitle,
        }),
        minutes: service.requiredMinutes ?? SLOT_MINUTES,
      });
    }
    return snapshots;
  }

  async availability(body: VisitAvailabilityBody): Promise<VisitAvailability> {
    const salon = await this.openSalon(body.salon);
    const zone = zoneOf(salon);
    const date = localDateOf(zone, body.requestDate);
    const [services, stylists, policy] = await Promise.all([
      this.visitServices(salon.id, body.services),
      this.search.stylistsOf(salon.id, body.stylistId ?? null),
      this.deps.changePolicies.of(salon),
    ]);
    const planned = plannedOf(services);
    const totalMinutes = services.reduce((sum, service) => sum + service.minutes, 0);
    const starts = await this.search.startsOf(salon, date, date, planned, stylists, body.stylistId ?? null);
    const timeOf = localTimeClock(zone);
    const byId = new Map(stylists.map((stylist) => [stylist.id, stylist]));
    const nextDate =
      starts.length > 0
        ? null
        : await this.search.nextDate(salon, addDays(date, 1), planned, stylists, body.stylistId);
    return {
      salon: salon.id,
      date,
      timeZone: zone,
      totalMinutes,
      starts: starts.map(({ start, plan }) => ({
        timeAsAString: timeOf(start),
        timeAsADate: start.toISOString(),
        endAsADate: plan.parts.at(-1)!.endsAt.toISOString(),
        oneStylist: plan.oneStylist,
        parts: plan.parts.map((part) => this.partView(part, services, byId.get(part.stylistId)!, timeOf)),
      })),
      nextDate,
      cutoffMinutes: policy.cutoffMinutes,
    };
  }

  async book(body: VisitBookingBody, viewer: Viewer | null): Promise<VisitConfirmation> {
    const salon = await this.openSalon(body.salon);
    const zone = zoneOf(salon);
    const earlier = await this.deps.visits.findByKey(salon.id, body.idempotencyKey);
    if (earlier) return this.confirmationOf(salon, earlier.id, false);
    const startsAt = new Date(body.startsAt);
    if (instantToLocal(zone, startsAt).date !== body.appointmentDate) {
      throw new BadRequestError('appointmentDate: must be the day of the start');
    }
    if (!isAhead(startsAt, this.deps.now())) {
      throw new BadRequestError('This time is no longer available for booking, please choose a later one');
    }
    const services = await this.visitServices(salon.id, body.parts);
    // A card on file is saved for one appointment: such a service is booked on its own.
    if (services.some((service) => service.paymentPolicy === 'card')) {
      throw new ConflictError(VISIT_MESSAGES.cardAlone);
    }
    // One deposit for the whole visit, the sum of its services' deposits; held until it is paid.
    const depositCents = visitDepositCents(services);
    const held = depositCents > 0 && this.deps.payments && this.deps.paymentRows ? depositCents : 0;
    const stylists = await this.search.stylistsOf(salon.id, null);
    const planned = plannedOf(services);
    const stylistIds = [...new Set(body.parts.map((part) => part.stylistId))];
    const book = await this.search.bookOf(
      salon.id,
      stylistIds,
      new Date(startsAt.getTime() - 60 * 60_000),
      planned,
      startsAt,
    );
    // Each part with the stylist the client picked, who must do its service and be free then.
    const times = partTimes(startsAt, planned);
    const parts: PlannedPart[] = planned.map((service, index) => {
      const stylist = stylists.find((entry) => entry.id === body.parts[index]!.stylistId);
      if (!stylist) throw new NotFoundError(STYLIST_NOT_FOUND);
      if (!doesService(stylist, service)) throw new BadRequestError(VISIT_MESSAGES.stylistMissing);
      const time = times[index]!;
      const slot = book.freeSlot(stylist.id, time.startsAt, time.endsAt);
      if (!slot) throw new ConflictError(VISIT_MESSAGES.changed);
      return { service, stylistId: stylist.id, ...time, slotId: slot.id };
    });
    const client = await websiteClientOf(
      this.deps.accounts,
      salon.id,
      body,
      body.parts[0]!.stylistId,
      viewer,
    );
    const dueUntil = new Date(this.deps.now().getTime() + DEPOSIT_HOLD_MS);
    const policy = await this.deps.changePolicies.of(salon);
    // A held visit waits for its deposit; the settled hold takes the policy's status.
    const status = held ? ('waiting' as const) : onlineBookingStatus(policy);
    const placed = await this.deps.placement.place({
      salon,
      visit: true,
      policy,
      key: body.idempotencyKey,
      client,
      hold: held ? { kind: 'deposit', amountCents: held } : null,
      parts: parts.map((part) => ({
        stylist: stylists.find((entry) => entry.id === part.stylistId)!,
        values: {
          salonId: salon.id,
          stylistId: part.stylistId,
          userId: client.userId,
          slotId: part.slotId,
          status,
          startsAt: part.startsAt,
          endsAt: part.endsAt,
          ...clientColumns({ ...body, phone: body.mobile, gender: body.gender ?? null }),
          ...serviceColumns(services[part.service.index]!),
          source: 'website' as const,
          ...(held
            ? {
                paymentPolicy: services[part.service.index]!.paymentPolicy ?? 'none',
                paymentDueUntil: dueUntil,
              }
            : {}),
        },
      })),
    });
    return this.confirmationOf(salon, placed.visitId!, placed.clientCreated);
  }

  /** The visit's parts (for the cancel and reschedule links and the calendar). */
  parts(salonId: string, visitId: string): Promise<AppointmentRecord[]> {
    return this.deps.changes.parts(salonId, visitId);
  }

  private async confirmationOf(
    salon: SalonRow,
    visitId: string,
    accountCreated: boolean,
  ): Promise<VisitConfirmation> {
    const zone = zoneOf(salon);
    const parts = await this.deps.changes.parts(salon.id, visitId);
    const first = parts[0];
    if (!first) throw new NotFoundError('Appointment not found');
    const deposit = await this.depositOf(salon, first);
    const start = instantToLocal(zone, first.startsAt);
    const timeOf = localTimeClock(zone);
    return {
      _id: visitId,
      appointmentId: `AP-${String(first.number).padStart(6, '0')}`,
      status: first.status,
      dateAsAString: start.date,
      timeAsAString: start.time,
      timeAsADate: first.startsAt.toISOString(),
      endAsADate: parts.at(-1)!.endsAt.toISOString(),
      timeZone: zone,
      parts: parts.map((part) => ({
        mainService: part.mainServiceId ?? '',
        subService: part.subServiceId ?? '',
        title: partTitle(part),
        minutes: Math.round((part.endsAt.getTime() - part.startsAt.getTime()) / 60_000),
        stylist: { _id: part.stylist.id, name: part.stylist.name, photo: part.stylist.photo },
        timeAsAString: timeOf(part.startsAt),
        timeAsADate: part.startsAt.toISOString(),
        endAsADate: part.endsAt.toISOString(),
      })),
      userName: first.clientName,
      userEmail: first.clientEmail,
      accountCreated,
      ...(deposit ? { deposit } : {}),
    };
  }

  /** A held visit's deposit (its row on the first part), with its payment session while it is due. */
  private async depositOf(salon: SalonRow, first: AppointmentRecord): Promise<BookingDeposit | null> {
    const { payments, paymentRows } = this.deps;
    if (!payments || !paymentRows) return null;
    const row = (await paymentRows.listForAppointment(salon.id, first.id)).find(
      (entry) => entry.kind === 'deposit',
    );
    if (!row) return null;
    const policy = await this.deps.changePolicies.of(salon);
    return depositSession(
      { payments, rows: paymentRows, destinationOf: this.deps.destinationOf },
      salon,
      row,
      first,
      policy,
    );
  }

  private partView(
    part: PlannedPart,
    services: VisitServiceSnapshot[],
    stylist: PlanningStylist & StylistRecord,
    timeOf: (instant: Date) => string,
  ): VisitPart {
    const service = services[part.service.index]!;
    return {
      mainService: service.mainServiceId,
      subService: service.subServiceId ?? '',
      title: service.title,
      minutes: service.minutes,
      stylist: { _id: stylist.id, name: stylist.name, photo: stylist.photo, bio: stylist.bio },
      timeAsAString: timeOf(part.startsAt),
      timeAsADate: part.startsAt.toISOString(),
      endAsADate: part.endsAt.toISOString(),
    };
  }

  private async openSalon(salonId: string): Promise<SalonRow> {
    const salon = await this.deps.availability.findSalon(salonId);
    if (!salon || !salon.active) throw new NotFoundError(SALON_NOT_FOUND);
    await this.deps.open?.(salon.id);
    return salon;
  }
}

/** A visit's one deposit: the sum of its services' deposits, in minor units (0: none). */
export function visitDepositCents(services: ServiceSnapshot[]): number {
  return services.reduce(
    (sum, service) => sum + (service.paymentPolicy === 'deposit' ? (service.depositCents ?? 0) : 0),
    0,
  );
}
