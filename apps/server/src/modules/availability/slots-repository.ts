import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isExclusionViolation, uniqueViolation } from '../../db/errors';
import {
  availabilitySlots,
  businessHours,
  type BusinessDayValue,
  type BusinessHoursRow,
  type RecurringTypeValue,
  type SlotRow,
} from '../../db/schema';

import { SlotReads } from './slot-reads';
import { noLiveAppointmentOverlaps, slotsStartingIn } from './slot-queries';

export class SlotOverlapError extends Error {
  constructor() {
    super('slot overlap');
  }
}

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

/** The calendars' writes: slots and business hours, over the reads of SlotReads. */
export class SlotRepository extends SlotReads {
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
    return this.db.transaction((tx) => this.replaceManyIn(tx, inputs));
  }

  /** replaceManyBusinessHours in the caller's transaction `tx` (a salon's change of time zone). */
  async replaceManyIn(
    tx: Database,
    inputs: BusinessHoursReplacement[],
  ): Promise<Array<{ hours: BusinessHoursRow; created: number; removed: number }>> {
    const ordered = [...inputs].sort((a, b) => (a.stylistId < b.stylistId ? -1 : 1));
    const results = [];
    for (const input of ordered) results.push(await this.replaceIn(tx, input));
    return results;
  }

  /** Every stylist's weekly hours in the salon, locked in `tx` in stylist id order (as the job locks them). */
  async lockHoursOfSalon(salonId: string, tx: Database): Promise<BusinessHoursRow[]> {
    return tx
      .select()
      .from(businessHours)
      .where(eq(businessHours.salonId, salonId))
      .orderBy(asc(businessHours.stylistId))
      .for('update', { of: businessHours });
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
