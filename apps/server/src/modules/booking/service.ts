import { randomBytes } from 'node:crypto';
import type {
  AvailableByDateBody,
  AvailableDay,
  BookingConfirmation,
  WebsiteBookingBody,
} from '@salon/api/booking/schemas';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import type { Viewer } from '../../http/viewer';
import { appointmentCode } from '../appointments/mapping';
import { TimeTakenError, type AppointmentRepository } from '../appointments/repository';
import { serviceColumns, TIME_TAKEN, type AppointmentService } from '../appointments/service';
import { zoneOf } from '../availability/access';
import { isAhead, occupancyByStylist, slotStatusOf } from '../availability/mapping';
import type { AvailabilityRepository } from '../availability/repository';
import { addDays, instantToLocal, localDateOf, startOfLocalDay } from '../availability/zone';
import { hashPassword } from '../auth/passwords';

export const SLOT_TOO_SOON = 'This time slot is no longer available for booking, please choose a later one';
export const SLOT_UNAVAILABLE = 'This time slot is not available, please choose another one';
const SLOT_MS = 30 * 60_000;

/** The public booking page: the slots of a day and bookings by guests or signed-in customers. */
export class BookingService {
  constructor(
    private readonly deps: {
      availability: AvailabilityRepository;
      appointments: AppointmentRepository;
      appointmentService: AppointmentService;
      now: () => Date;
    },
  ) {}

  /** Four queries whatever the number of stylists: salon, stylists, slots, live appointments. */
  async availableDay(body: AvailableByDateBody): Promise<AvailableDay> {
    const salon = await this.deps.availability.findSalon(body.salon);
    if (!salon || !salon.active) throw new NotFoundError('Salon not found');
    const zone = zoneOf(salon);
    const date = localDateOf(zone, body.requestDate);
    const from = startOfLocalDay(zone, date);
    const to = startOfLocalDay(zone, addDays(date, 1));
    const stylists = await this.deps.availability.listActiveStylists(salon.id, body.stylistId);
    if (body.stylistId && stylists.length === 0) throw new NotFoundError('Stylist not found');
    const ids = stylists.map((stylist) => stylist.id);
    const [slots, occupancy] = await Promise.all([
      this.deps.availability.listSlots(salon.id, ids, from, to),
      this.deps.availability.listOccupancy(salon.id, ids, from, new Date(to.getTime() + SLOT_MS)),
    ]);
    const now = this.deps.now();
    const held = occupancyByStylist(occupancy);
    return {
      salon: salon.id,
      date,
      timeZone: zone,
      stylists: stylists.map((stylist) => ({
        stylistData: { _id: stylist.id, name: stylist.name, photo: stylist.photo },
        slots: slots
          .filter((slot) => slot.stylistId === stylist.id)
          .map((slot) => {
            const { slotStatus } = slotStatusOf(slot, held.get(stylist.id) ?? []);
            return {
              _id: slot.id,
              timeAsAString: instantToLocal(zone, slot.startsAt).time,
              timeAsADate: slot.startsAt.toISOString(),
              endAsADate: slot.endsAt.toISOString(),
              slotStatus,
              choosable: slotStatus === 'available' && isAhead(slot.startsAt, now),
            };
          }),
      })),
    };
  }

  async book(body: WebsiteBookingBody, viewer: Viewer | null): Promise<BookingConfirmation> {
    if (body.timeData.id !== body.slotId) throw new BadRequestError('timeData.id: must be the slot id');
    const salon = await this.deps.availability.findSalon(body.salon);
    if (!salon || !salon.active) throw new NotFoundError('Salon not found');
    const zone = zoneOf(salon);
    const stylist = await this.deps.availability.findStylist(salon.id, body.stylistId);
    if (!stylist || !stylist.active) throw new NotFoundError('Stylist not found');
    const slot = await this.deps.availability.findSlot(salon.id, body.slotId);
    if (!slot || slot.stylistId !== stylist.id) throw new NotFoundError('This time slot does not exist');
    const start = instantToLocal(zone, slot.startsAt);
    if (start.date !== body.appointmentDate) {
      throw new BadRequestError('appointmentDate: must be the day of the slot');
    }
    if (!isAhead(slot.startsAt, this.deps.now())) throw new BadRequestError(SLOT_TOO_SOON);
    if (slot.blocked) throw new ConflictError(SLOT_UNAVAILABLE);
    const service = await this.deps.appointmentService.services(salon.id, body.mainService, body.subService);
    const minutes = service.requiredMinutes ?? body.requiredDuration;
    const endsAt = new Date(slot.startsAt.getTime() + minutes * 60_000);
    await this.assertCovered(salon.id, stylist.id, slot.startsAt, endsAt);

    const { userId, newClient } = await this.clientOf(salon.id, body, viewer);
    let result: { id: string; clientCreated: boolean };
    try {
      result = await this.deps.appointments.create(
        {
          salonId: salon.id,
          stylistId: stylist.id,
          userId,
          slotId: slot.id,
          status: 'waiting',
          startsAt: slot.startsAt,
          endsAt,
          clientName: body.name,
          clientEmail: body.email.toLowerCase(),
          clientPhone: body.mobile,
          gender: body.gender,
          comment: body.comment?.trim() || null,
          ...serviceColumns(service),
          source: 'website',
        },
        newClient,
      );
    } catch (error) {
      if (error instanceof TimeTakenError) throw new ConflictError(TIME_TAKEN);
      throw error;
    }
    const record = await this.deps.appointments.findById(salon.id, result.id);
    if (!record) throw new NotFoundError('Appointment not found');
    return {
      _id: record.id,
      appointmentId: appointmentCode(record.number),
      status: record.status,
      dateAsAString: start.date,
      timeAsAString: start.time,
      timeAsADate: record.startsAt.toISOString(),
      endAsADate: record.endsAt.toISOString(),
      timeZone: zone,
      stylistData: { _id: stylist.id, name: stylist.name, photo: stylist.photo },
      mainService: { _id: service.mainServiceId, title: service.mainServiceTitle },
      subService:
        service.subServiceId && service.subServiceTitle
          ? {
              _id: service.subServiceId,
              title: service.subServiceTitle,
              charges: (service.subServiceChargesCents ?? 0) / 100,
            }
          : null,
      userName: record.clientName,
      userEmail: record.clientEmail,
      accountCreated: result.clientCreated,
    };
  }

  /**
   * A service longer than the slot runs on into the next ones: the stylist's slots must cover the whole
   * time without a gap, and none of them may be blocked.
   */
  private async assertCovered(
    salonId: string,
    stylistId: string,
    startsAt: Date,
    endsAt: Date,
  ): Promise<void> {
    const slots = await this.deps.availability.listSlots(salonId, [stylistId], startsAt, endsAt);
    let reached = startsAt.getTime();
    for (const slot of slots) {
      if (slot.startsAt.getTime() > reached || slot.blocked) break;
      reached = Math.max(reached, slot.endsAt.getTime());
    }
    if (reached < endsAt.getTime()) {
      throw new ConflictError(
        'The stylist is not free for the whole service at this time, please choose another one',
      );
    }
  }

  /**
   * The client the booking is linked to: the signed-in customer of this salon; else the salon's client
   * with that e-mail; else, with `isNewUser`, a new client account (no password of theirs yet: they set
   * one through forgot-password). A guest whose e-mail or phone belongs to another account books
   * without a link.
   */
  private async clientOf(salonId: string, body: WebsiteBookingBody, viewer: Viewer | null) {
    if (viewer && viewer.role === 'user' && viewer.salonId === salonId) return { userId: viewer.userId };
    const account = await this.deps.appointments.findAccountByEmail(body.email);
    if (account) {
      return { userId: account.role === 'user' && account.salonId === salonId ? account.id : null };
    }
    if (!body.isNewUser || (await this.deps.appointments.phoneTakenInSalon(salonId, body.mobile))) {
      return { userId: null };
    }
    return {
      userId: null,
      newClient: {
        salonId,
        role: 'user' as const,
        name: body.name,
        email: body.email.toLowerCase(),
        phone: body.mobile,
        gender: body.gender,
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
        platform: 'web',
        stylistId: body.stylistId,
      },
    };
  }
}
