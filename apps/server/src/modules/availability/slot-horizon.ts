import { and, asc, eq, gt, isNull, lt, max, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { availabilitySlots, businessHours, salons, type BusinessDayValue } from '../../db/schema';
import { addDays, instantToLocal, todayIn } from '../../lib/time-zones';
import { horizonEnd, slotsOfRange } from './slot-generation';

/** One stylist's hours as the job claims them. */
interface ClaimedHours {
  stylistId: string;
  salonId: string;
  zone: string;
  days: BusinessDayValue[];
  slotsThrough: string | null;
}

export interface HorizonRound {
  /** Stylists whose slots were extended. */
  extended: number;
  /** Slots inserted. */
  created: number;
}

const BATCH = 25;

/**
 * Keeps every stylist's slots as far ahead as the public booking page books (defect 3):
 * saving the hours generates `SLOT_HORIZON_DAYS` ahead, and this job adds each day as it enters the
 * horizon, without anyone saving again. Rows are claimed with `FOR UPDATE SKIP LOCKED`, so instances
 * running the job at once share the work and never generate a stylist's days twice; `slots_through`
 * records how far each stylist was generated, so a slot the stylist deleted is not created again.
 */
export class SlotHorizon {
  constructor(private readonly db: Database) {}

  /**
   * One pass over every stylist whose horizon is behind (or only those of `salonId`: a salon whose
   * sign-up just completed); safe to run on several instances at once.
   */
  async extend(now: Date, salonId?: string): Promise<HorizonRound> {
    const round: HorizonRound = { extended: 0, created: 0 };
    // Every zone's today is within a day of UTC's; rows generated past this are surely up to date.
    const behind = addDays(horizonEnd(now.toISOString().slice(0, 10), 'week'), 1);
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const batch = await this.db.transaction(async (tx) => {
        const rows: ClaimedHours[] = await tx
          .select({
            stylistId: businessHours.stylistId,
            salonId: businessHours.salonId,
            zone: salons.timeZone,
            days: businessHours.days,
            slotsThrough: businessHours.slotsThrough,
          })
          .from(businessHours)
          .innerJoin(salons, eq(salons.id, businessHours.salonId))
          .where(
            and(
              gt(businessHours.stylistId, after),
              salonId === undefined ? undefined : eq(businessHours.salonId, salonId),
              or(isNull(businessHours.slotsThrough), lt(businessHours.slotsThrough, behind)),
            ),
          )
          .orderBy(asc(businessHours.stylistId))
          .limit(BATCH)
          .for('update', { of: businessHours, skipLocked: true });
        for (const row of rows) {
          const today = todayIn(row.zone, now);
          const target = horizonEnd(today, 'week');
          const start = await this.firstMissingDay(tx, row, today);
          if (start > target) {
            if (row.slotsThrough === null || row.slotsThrough < target) {
              await this.markThrough(tx, row.stylistId, row.slotsThrough ?? addDays(start, -1));
            }
            continue;
          }
          const slots = slotsOfRange(row.zone, start, target, row.days, now);
          for (let index = 0; index < slots.length; index += 1000) {
            const inserted = await tx
              .insert(availabilitySlots)
              .values(
                slots
                  .slice(index, index + 1000)
                  .map((slot) => ({ salonId: row.salonId, stylistId: row.stylistId, ...slot })),
              )
              .onConflictDoNothing()
              .returning({ id: availabilitySlots.id });
            round.created += inserted.length;
          }
          await this.markThrough(tx, row.stylistId, target);
          round.extended += 1;
        }
        return rows;
      });
      if (batch.length < BATCH) return round;
      after = batch.at(-1)!.stylistId;
    }
  }

  /**
   * The first day to generate: the day after `slots_through`; for rows saved before the column existed
   * (null), the day after the stylist's last slot, so existing and deleted slots are left alone.
   */
  private async firstMissingDay(
    tx: Pick<Database, 'select'>,
    row: ClaimedHours,
    today: string,
  ): Promise<string> {
    let from = row.slotsThrough ? addDays(row.slotsThrough, 1) : null;
    if (!from) {
      const [last] = await tx
        .select({ startsAt: max(availabilitySlots.startsAt) })
        .from(availabilitySlots)
        .where(
          and(eq(availabilitySlots.salonId, row.salonId), eq(availabilitySlots.stylistId, row.stylistId)),
        );
      from = last?.startsAt ? addDays(instantToLocal(row.zone, new Date(last.startsAt)).date, 1) : today;
    }
    return from > today ? from : today;
  }

  private async markThrough(tx: Pick<Database, 'update'>, stylistId: string, day: string): Promise<void> {
    await tx.update(businessHours).set({ slotsThrough: day }).where(eq(businessHours.stylistId, stylistId));
  }
}
