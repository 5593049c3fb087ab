import { and, asc, eq, gt, gte, inArray, lt, sql, type Column } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  appointments,
  availabilitySlots,
  businessHours,
  salons,
  stylistSettings,
  users,
  type BusinessDayValue,
  type BusinessHoursRow,
  type SalonRow,
  type SlotRow,
} from '../../db/schema';
import { earliestStartOverlapping, type Occupancy } from './occupancy';
import { findSalonRow } from '../../db/salon-rows';

import {
  BY_STYLIST_AND_START,
  daySlotColumns,
  liveAppointmentsOverlapping,
  noLiveAppointmentOverlaps,
  occupancyColumns,
  placeholder,
  slotsStartingIn,
  stylistColumns,
  type DaySlot,
  type StylistRecord,
} from './slot-queries';

export type { DaySlot, StylistRecord } from './slot-queries';

/**
 * The reads of business hours, slots and the salon and stylist lookups they need; every query takes
 * the salon id. Other modules read calendars through it; only this module writes them.
 */
export class SlotReads {
  /**
   * The public day's statements (availableDay, every page view of the booking page), prepared once per
   * connection: a call binds its values instead of having drizzle build the SQL and PostgreSQL parse and
   * plan it again. One per shape: the whole salon, or one stylist.
   */
  private readonly prepared;

  constructor(protected readonly db: Database) {
    const oneStylist = (column: Column) => eq(column, placeholder('stylistId'));
    const stylists = (one: boolean) =>
      db
        .select(stylistColumns)
        .from(users)
        .where(
          and(
            eq(users.salonId, placeholder('salonId')),
            eq(users.role, 'stylist'),
            eq(users.active, true),
            one ? oneStylist(users.id) : undefined,
          ),
        )
        .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
        .prepare(one ? 'day_stylist' : 'day_stylists');
    // By start only: the (salon_id, starts_at) index reads them in that order, with no sort; the
    // service groups them by stylist, which keeps each stylist's in start order.
    const slots = (one: boolean) =>
      db
        .select(daySlotColumns)
        .from(availabilitySlots)
        .where(
          and(
            eq(availabilitySlots.salonId, placeholder('salonId')),
            one ? oneStylist(availabilitySlots.stylistId) : undefined,
            gte(availabilitySlots.startsAt, placeholder('from')),
            lt(availabilitySlots.startsAt, placeholder('to')),
          ),
        )
        .orderBy(asc(availabilitySlots.startsAt))
        .prepare(one ? 'day_slots_stylist' : 'day_slots');
    const occupancy = (one: boolean) =>
      db
        .select(occupancyColumns)
        .from(appointments)
        .where(
          and(
            eq(appointments.salonId, placeholder('salonId')),
            one ? oneStylist(appointments.stylistId) : undefined,
            ...liveAppointmentsOverlapping(placeholder('from'), placeholder('to'), placeholder('earliest')),
          ),
        )
        .orderBy(asc(appointments.startsAt))
        .prepare(one ? 'day_occupancy_stylist' : 'day_occupancy');
    this.prepared = {
      salon: db
        .select()
        .from(salons)
        .where(eq(salons.id, placeholder('salonId')))
        .prepare('day_salon'),
      stylists: { salon: stylists(false), one: stylists(true) },
      slots: { salon: slots(false), one: slots(true) },
      occupancy: { salon: occupancy(false), one: occupancy(true) },
    };
  }

  async findSalon(salonId: string): Promise<SalonRow | undefined> {
    const [row] = await this.prepared.salon.execute({ salonId });
    return row;
  }

  async findStylist(salonId: string, stylistId: string): Promise<StylistRecord | undefined> {
    const [row] = await this.db
      .select(stylistColumns)
      .from(users)
      .where(and(eq(users.id, stylistId), eq(users.salonId, salonId), eq(users.role, 'stylist')));
    return row;
  }

  /** Active stylists of the salon by name (one of them when `stylistId` is given). */
  async listActiveStylists(salonId: string, stylistId?: string | null): Promise<StylistRecord[]> {
    return stylistId
      ? this.prepared.stylists.one.execute({ salonId, stylistId })
      : this.prepared.stylists.salon.execute({ salonId });
  }

  /**
   * The services each stylist does (stylist_settings, written by the stylists module): ids of services
   * and categories; a stylist without settings (or with none listed) is absent and does every service.
   */
  async stylistServiceIds(salonId: string, stylistIds: string[]): Promise<Map<string, string[]>> {
    if (stylistIds.length === 0) return new Map();
    const rows = await this.db
      .select({ stylistId: stylistSettings.stylistId, serviceIds: stylistSettings.serviceIds })
      .from(stylistSettings)
      .where(and(eq(stylistSettings.salonId, salonId), inArray(stylistSettings.stylistId, stylistIds)));
    return new Map(rows.map((row) => [row.stylistId, row.serviceIds]));
  }

  /** The weekly hours of the salon's enabled stylists (the ones the public booking page offers). */
  async enabledStylistsHours(salonId: string): Promise<BusinessDayValue[][]> {
    const rows = await this.db
      .select({ days: businessHours.days })
      .from(businessHours)
      .innerJoin(users, eq(users.id, businessHours.stylistId))
      .where(and(eq(businessHours.salonId, salonId), eq(users.active, true), eq(users.role, 'stylist')));
    return rows.map((row) => row.days);
  }

  async findBusinessHours(salonId: string, stylistId: string): Promise<BusinessHoursRow | undefined> {
    return findSalonRow(this.db, businessHours, salonId, businessHours.stylistId, stylistId);
  }

  async findSlot(salonId: string, slotId: string): Promise<SlotRow | undefined> {
    return findSalonRow(this.db, availabilitySlots, salonId, availabilitySlots.id, slotId);
  }

  /** Slots of the stylists starting in [from, to), by stylist and start. */
  async listSlots(salonId: string, stylistIds: string[], from: Date, to: Date): Promise<SlotRow[]> {
    if (stylistIds.length === 0) return [];
    return this.db
      .select()
      .from(availabilitySlots)
      .where(slotsStartingIn(salonId, inArray(availabilitySlots.stylistId, stylistIds), from, to))
      .orderBy(...BY_STYLIST_AND_START);
  }

  /**
   * The slots starting in [from, to) of one stylist, or of the whole salon (null), by start: only the
   * columns the public day needs, so a day of 80 stylists decodes no more than it answers.
   */
  async listDaySlots(salonId: string, stylistId: string | null, from: Date, to: Date): Promise<DaySlot[]> {
    return stylistId
      ? this.prepared.slots.one.execute({ salonId, stylistId, from, to })
      : this.prepared.slots.salon.execute({ salonId, from, to });
  }

  /**
   * The start of the earliest slot of the stylists in [from, to) that a visitor may book: not blocked
   * and not overlapped by a live appointment; null when none. One query, stopping at the first row.
   */
  async firstFreeSlotStart(
    salonId: string,
    stylistIds: string[],
    from: Date,
    to: Date,
  ): Promise<Date | null> {
    if (stylistIds.length === 0) return null;
    const [row] = await this.db
      .select({ startsAt: availabilitySlots.startsAt })
      .from(availabilitySlots)
      .where(
        and(
          eq(availabilitySlots.salonId, salonId),
          inArray(availabilitySlots.stylistId, stylistIds),
          gt(availabilitySlots.startsAt, from),
          lt(availabilitySlots.startsAt, to),
          eq(availabilitySlots.blocked, false),
          noLiveAppointmentOverlaps(this.db, salonId),
        ),
      )
      .orderBy(asc(availabilitySlots.startsAt))
      .limit(1);
    return row?.startsAt ?? null;
  }

  /**
   * Live appointments overlapping [from, to) of the stylists named, or of the whole salon (null), by
   * start (the whole salon and a single stylist through prepared statements).
   */
  async listOccupancy(
    salonId: string,
    stylistIds: string[] | null,
    from: Date,
    to: Date,
  ): Promise<Occupancy[]> {
    if (stylistIds?.length === 0) return [];
    const earliest = earliestStartOverlapping(from);
    if (stylistIds === null) return this.prepared.occupancy.salon.execute({ salonId, from, to, earliest });
    if (stylistIds.length === 1) {
      const [stylistId] = stylistIds;
      return this.prepared.occupancy.one.execute({ salonId, stylistId, from, to, earliest });
    }
    return this.db
      .select(occupancyColumns)
      .from(appointments)
      .where(
        and(
          eq(appointments.salonId, salonId),
          inArray(appointments.stylistId, stylistIds),
          ...liveAppointmentsOverlapping(from, to, earliest),
        ),
      )
      .orderBy(asc(appointments.startsAt));
  }
}
