import {
  and,
  asc,
  eq,
  gt,
  gte,
  inArray,
  lt,
  ne,
  notExists,
  sql,
  type Column,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isExclusionViolation, uniqueViolation } from '../../db/errors';
import {
  appointments,
  availabilitySlots,
  businessHours,
  salons,
  stylistSettings,
  users,
  type BusinessDayValue,
  type BusinessHoursRow,
  type RecurringTypeValue,
  type SalonRow,
  type SlotRow,
} from '../../db/schema';
import { earliestStartOverlapping, type Occupancy } from './occupancy';
import { findSalonRow } from '../../db/salon-rows';

/**
 * The salon's slots starting in [from, to), of the stylists `stylists` names (a condition on the
 * stylist column; undefined: every stylist).
 */
function slotsStartingIn(salonId: string, stylists: SQL | undefined, from: Date, to: Date) {
  return and(
    eq(availabilitySlots.salonId, salonId),
    stylists,
    gte(availabilitySlots.startsAt, from),
    lt(availabilitySlots.startsAt, to),
  );
}

/**
 * No live (not canceled) appointment of the slot's stylist overlaps the slot (in the salon, when
 * `salonId` is given): `db` builds the subquery, inside the caller's transaction when it has one.
 */
function noLiveAppointmentOverlaps(db: Pick<Database, 'select'>, salonId?: string) {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(appointments)
      .where(
        and(
          salonId === undefined ? undefined : eq(appointments.salonId, salonId),
          eq(appointments.stylistId, availabilitySlots.stylistId),
          ne(appointments.status, 'canceled'),
          lt(appointments.startsAt, availabilitySlots.endsAt),
          gt(appointments.endsAt, availabilitySlots.startsAt),
        ),
      ),
  );
}

/** Slots by stylist, then start. */
const BY_STYLIST_AND_START = [asc(availabilitySlots.stylistId), asc(availabilitySlots.startsAt)];

export interface StylistRecord {
  id: string;
  salonId: string;
  name: string;
  email: string;
  phone: string | null;
  photo: string | null;
  bio: string | null;
  active: boolean;
}

const stylistColumns = {
  id: users.id,
  salonId: sql<string>`${users.salonId}`,
  name: users.name,
  email: users.email,
  phone: users.phone,
  photo: users.photo,
  bio: users.bio,
  active: users.active,
};

/** A slot as the public booking day shows it. */
export type DaySlot = Pick<SlotRow, 'id' | 'stylistId' | 'startsAt' | 'endsAt' | 'blocked'>;

const daySlotColumns = {
  id: availabilitySlots.id,
  stylistId: availabilitySlots.stylistId,
  startsAt: availabilitySlots.startsAt,
  endsAt: availabilitySlots.endsAt,
  blocked: availabilitySlots.blocked,
};

const occupancyColumns = {
  id: appointments.id,
  stylistId: appointments.stylistId,
  status: appointments.status,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
};

/** An instant, or the placeholder of a prepared statement's instant. */
type Moment = Date | SQLWrapper;

/**
 * Live (not canceled) appointments overlapping [from, to), `earliest` being
 * `earliestStartOverlapping(from)`: values or placeholders of a prepared statement.
 */
function liveAppointmentsOverlapping(from: Moment, to: Moment, earliest: Moment): SQL[] {
  return [
    // A literal, not a parameter: the planner then sees the partial index of live appointments
    // (migration 0015_scheduling_indexes) applies.
    sql`${appointments.status} <> 'canceled'`,
    lt(appointments.startsAt, to),
    // No appointment is longer than MAX_APPOINTMENT_MINUTES (a CHECK in the database): the lower
    // bound lets the (stylist_id, starts_at) index skip the salon's whole history.
    gt(appointments.startsAt, earliest),
    gt(appointments.endsAt, from),
  ];
}

export class SlotOverlapError extends Error {
  constructor() {
    super('slot overlap');
  }
}

const placeholder = sql.placeholder;

/** One stylist's new weekly hours and the slots they make in [from, to). */
export interface BusinessHoursReplacement {
  salonId: string;
  stylistId: string;
  recurringType: RecurringTypeValue;
  days: BusinessDayValue[];
  from: Date;
  to: Date;
  slots: Array<{ startsAt: Date; endsAt: Date }>;
  /** The last salon-local day generated (the slot horizon job carries on from it). */
  slotsThrough: string;
}

/** Business hours, slots and the salon and stylist lookups they need; every query takes the salon id. */
export class SlotRepository {
  /**
   * The public day's statements (availableDay, every page view of the booking page), prepared once per
   * connection: a call binds its values instead of having drizzle build the SQL and PostgreSQL parse and
   * plan it again. One per shape: the whole salon, or one stylist.
   */
  private readonly prepared;

  constructor(private readonly db: Database) {
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

  async createSlot(salonId: string, stylistId: string, startsAt: Date, endsAt: Date): Promise<SlotRow> {
    try {
      const [row] = await this.db
        .insert(availabilitySlots)
        .values({ salonId, stylistId, startsAt, endsAt })
        .returning();
      return row!;
    } catch (error) {
      if (isExclusionViolation(error) || uniqueViolation(error) !== undefined) throw new SlotOverlapError();
      throw error;
    }
  }

  /** Moves a slot and unblocks it. */
  async updateSlot(salonId: string, slotId: string, startsAt: Date, endsAt: Date): Promise<SlotRow> {
    try {
      const [row] = await this.db
        .update(availabilitySlots)
        .set({ startsAt, endsAt, blocked: false })
        .where(and(eq(availabilitySlots.salonId, salonId), eq(availabilitySlots.id, slotId)))
        .returning();
      return row!;
    } catch (error) {
      if (isExclusionViolation(error) || uniqueViolation(error) !== undefined) throw new SlotOverlapError();
      throw error;
    }
  }

  async deleteSlot(salonId: string, slotId: string): Promise<void> {
    await this.db
      .delete(availabilitySlots)
      .where(and(eq(availabilitySlots.salonId, salonId), eq(availabilitySlots.id, slotId)));
  }

  /** Blocks (closes) or opens the stylist's slots overlapping [from, to). */
  async setBlocked(
    salonId: string,
    stylistId: string,
    from: Date,
    to: Date,
    blocked: boolean,
  ): Promise<void> {
    await this.db
      .update(availabilitySlots)
      .set({ blocked })
      .where(
        and(
          eq(availabilitySlots.salonId, salonId),
          eq(availabilitySlots.stylistId, stylistId),
          lt(availabilitySlots.startsAt, to),
          gt(availabilitySlots.endsAt, from),
        ),
      );
  }

  /** Inserts slots, skipping any that would overlap an existing one; returns how many were created. */
  async insertSlots(
    salonId: string,
    stylistId: string,
    slots: Array<{ startsAt: Date; endsAt: Date }>,
    db: Pick<Database, 'insert'> = this.db,
  ): Promise<number> {
    let created = 0;
    for (let index = 0; index < slots.length; index += 1000) {
      const batch = slots.slice(index, index + 1000).map((slot) => ({ salonId, stylistId, ...slot }));
      // DO NOTHING without a target also covers the exclusion constraint.
      const rows = await db
        .insert(availabilitySlots)
        .values(batch)
        .onConflictDoNothing()
        .returning({ id: availabilitySlots.id });
      created += rows.length;
    }
    return created;
  }

  /**
   * Weekly hours for new stylists, in the caller's transaction `tx` (an onboarding sign-up); no slots
   * here: with `slots_through` unset, the slot-horizon job generates them.
   */
  async createWeeklyHours(
    salonId: string,
    stylistIds: string[],
    days: BusinessDayValue[],
    tx: Database = this.db,
  ): Promise<void> {
    if (stylistIds.length === 0) return;
    await tx
      .insert(businessHours)
      .values(stylistIds.map((stylistId) => ({ stylistId, salonId, recurringType: 'week' as const, days })));
  }

  /**
   * Saves the weekly hours and regenerates the stylist's slots in [from, to): free, unblocked slots the
   * new hours do not produce are removed, the new ones inserted. Slots holding an appointment or
   * blocked are kept. One transaction.
   */
  async replaceBusinessHours(
    input: BusinessHoursReplacement,
  ): Promise<{ hours: BusinessHoursRow; created: number; removed: number }> {
    const [result] = await this.replaceManyBusinessHours([input]);
    return result!;
  }

  /**
   * replaceBusinessHours for several stylists in one transaction (the salon-wide Work Hours), in stylist
   * id order so that two such saves lock the business-hours rows in the same order.
   */
  async replaceManyBusinessHours(
    inputs: BusinessHoursReplacement[],
  ): Promise<Array<{ hours: BusinessHoursRow; created: number; removed: number }>> {
    const ordered = [...inputs].sort((a, b) => (a.stylistId < b.stylistId ? -1 : 1));
    return this.db.transaction(async (tx) => {
      const results = [];
      for (const input of ordered) results.push(await this.replaceIn(tx, input));
      return results;
    });
  }

  private async replaceIn(
    tx: Database,
    input: BusinessHoursReplacement,
  ): Promise<{ hours: BusinessHoursRow; created: number; removed: number }> {
    const { salonId, stylistId } = input;
    const [hours] = await tx
      .insert(businessHours)
      .values({
        salonId,
        stylistId,
        recurringType: input.recurringType,
        days: input.days,
        slotsThrough: input.slotsThrough,
      })
      .onConflictDoUpdate({
        target: [businessHours.salonId, businessHours.stylistId],
        set: {
          recurringType: input.recurringType,
          days: input.days,
          slotsThrough: input.slotsThrough,
          updatedAt: new Date(),
        },
      })
      .returning();
    const keep = input.slots.map((slot) => slot.startsAt.toISOString());
    const removed = await tx
      .delete(availabilitySlots)
      .where(
        and(
          slotsStartingIn(salonId, eq(availabilitySlots.stylistId, stylistId), input.from, input.to),
          eq(availabilitySlots.blocked, false),
          keep.length > 0
            ? sql`${availabilitySlots.startsAt} <> all(${sql.param(keep)}::timestamptz[])`
            : undefined,
          noLiveAppointmentOverlaps(tx),
        ),
      )
      .returning({ id: availabilitySlots.id });
    const created = await this.insertSlots(salonId, stylistId, input.slots, tx);
    return { hours: hours!, created, removed: removed.length };
  }
}
