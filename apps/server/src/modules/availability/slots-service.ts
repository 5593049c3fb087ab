import {
  SLOT_MINUTES,
  type BulkResult,
  type BusinessHours,
  type BusinessHoursBody,
  type RecurringType,
  type DailySlotBody,
  type DayResult,
  type Slot,
} from '@salon/api/availability/schemas';
import type { Database } from '../../db/client';
import type { BusinessDayValue, BusinessHoursRow } from '../../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import type { Viewer } from '../../http/viewer';
import {
  addDays,
  localClock,
  localToInstant,
  minutesOf,
  startOfLocalDay,
  todayIn,
  WEEK_DAY_NAMES,
} from '../../lib/time-zones';
import type { CalendarAccess, StylistContext } from './calendar-access';
import { isAhead, toSlot } from './mapping';
import { NO_SUCH_TIME, SLOT_EXISTS, SLOT_HAS_APPOINTMENT, SLOT_LOCKED, STYLIST_NOT_FOUND } from './messages';
import { businessHoursProblem, horizonEnd, slotsOfDay, slotsOfRange } from './slot-generation';
import { type BusinessHoursReplacement, SlotOverlapError, type SlotRepository } from './slots-repository';

const SLOT_MS = SLOT_MINUTES * 60_000;

function closedWeek(): BusinessDayValue[] {
  return WEEK_DAY_NAMES.map((day) => ({ day, slots: [] }));
}

export class SlotService {
  constructor(
    private readonly deps: {
      repository: SlotRepository;
      access: CalendarAccess;
      now: () => Date;
    },
  ) {}

  /**
   * Weekly hours for new stylists, in the caller's transaction `tx` (an onboarding sign-up); the
   * slot-horizon job generates their slots.
   */
  createWeeklyHours(
    salonId: string,
    stylistIds: string[],
    days: BusinessDayValue[],
    tx: Database,
  ): Promise<void> {
    return this.deps.repository.createWeeklyHours(salonId, stylistIds, days, tx);
  }

  async businessHours(viewer: Viewer, stylistId: string): Promise<BusinessHours> {
    const context = await this.deps.access.stylistOf(viewer, stylistId);
    const row = await this.deps.repository.findBusinessHours(context.salon.id, stylistId);
    return this.hoursOf(context, row);
  }

  async saveBusinessHours(viewer: Viewer, stylistId: string, body: BusinessHoursBody): Promise<BulkResult> {
    const context = await this.deps.access.stylistOf(viewer, stylistId);
    const plan = this.planHours(context, body.slots as BusinessDayValue[], body.recurringType);
    const result = await this.deps.repository.replaceBusinessHours(plan.replacement);
    return {
      businessHours: this.hoursOf(context, result.hours),
      created: result.created,
      removed: result.removed,
      from: plan.today,
      to: plan.last,
    };
  }

  /**
   * One week of hours for several enabled stylists of the viewer's salon (the salon-wide Work Hours):
   * each planned exactly as saveBusinessHours plans one, with their recurrence kept, all saved in one
   * transaction. `stylistIds` null means every enabled stylist; one not enabled in the salon is 404.
   * Answers how many stylists were changed.
   */
  async saveHoursOfStylists(
    viewer: Viewer,
    days: BusinessDayValue[],
    stylistIds: readonly string[] | null,
  ): Promise<number> {
    const salon = await this.deps.access.salonOf(viewer);
    const enabled = await this.deps.repository.listActiveStylists(salon.salon.id);
    const chosen = stylistIds ? [...new Set(stylistIds)] : enabled.map((stylist) => stylist.id);
    const replacements = [];
    for (const stylistId of chosen) {
      const stylist = enabled.find((candidate) => candidate.id === stylistId);
      if (!stylist) throw new NotFoundError(STYLIST_NOT_FOUND);
      this.deps.access.assertOwn(viewer, stylistId);
      const current = await this.deps.repository.findBusinessHours(salon.salon.id, stylistId);
      const context = { ...salon, stylist };
      replacements.push(this.planHours(context, days, current?.recurringType ?? 'week').replacement);
    }
    if (replacements.length > 0) await this.deps.repository.replaceManyBusinessHours(replacements);
    return replacements.length;
  }

  /**
   * The salon moves to `zone`, in the caller's transaction `tx` (its row is being changed there): each
   * stylist's free, unblocked slots ahead are made again from the same weekly hours, now read in the new
   * zone (09:00 stays 09:00 on the new clock). Slots holding an appointment and blocked ones are kept, so
   * no booked instant moves. Answers how many slots were removed and created.
   */
  async regenerateInZone(
    salonId: string,
    zone: string,
    tx: Database,
  ): Promise<{ removed: number; created: number }> {
    const rows = await this.deps.repository.lockHoursOfSalon(salonId, tx);
    const plans = rows.map((row) => {
      const { last, replacement } = this.planOf(salonId, row.stylistId, zone, row.days, row.recurringType);
      // The old zone's last day may end up to a day later than the new one's: its free slots go too, and
      // the horizon job makes the days after `last` in the new zone.
      return { ...replacement, to: startOfLocalDay(zone, addDays(last, 3)) };
    });
    const results = await this.deps.repository.replaceManyIn(tx, plans);
    return results.reduce(
      (sum, result) => ({ removed: sum.removed + result.removed, created: sum.created + result.created }),
      { removed: 0, created: 0 },
    );
  }

  /** The checked hours and the slots they make from today to the horizon of `recurringType`. */
  private planHours(context: StylistContext, days: BusinessDayValue[], recurringType: RecurringType) {
    const problem = businessHoursProblem(days);
    if (problem) throw new BadRequestError(problem);
    return this.planOf(context.salon.id, context.stylist.id, context.zone, days, recurringType);
  }

  private planOf(
    salonId: string,
    stylistId: string,
    zone: string,
    days: BusinessDayValue[],
    recurringType: RecurringType,
  ) {
    const now = this.deps.now();
    const today = todayIn(zone, now);
    const last = horizonEnd(today, recurringType);
    const replacement: BusinessHoursReplacement = {
      salonId,
      stylistId,
      recurringType,
      days,
      from: now,
      to: startOfLocalDay(zone, addDays(last, 1)),
      slots: slotsOfRange(zone, today, last, days, now),
      slotsThrough: last,
    };
    return { today, last, replacement };
  }

  async createDay(viewer: Viewer, stylistId: string, date: string): Promise<DayResult> {
    const context = await this.deps.access.stylistOf(viewer, stylistId);
    const now = this.deps.now();
    if (date < todayIn(context.zone, now))
      throw new BadRequestError('Slots cannot be created for a past day');
    const hours = await this.deps.repository.findBusinessHours(context.salon.id, stylistId);
    const weekday = WEEK_DAY_NAMES[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
    const generated = slotsOfDay(context.zone, date, hours?.days ?? closedWeek()).filter((slot) =>
      isAhead(slot.startsAt, now),
    );
    if (!hours || !hours.days.find((day) => day.day === weekday)?.slots.length) {
      throw new BadRequestError(
        `No business hours are set for ${weekday}; set the weekly business hours first`,
      );
    }
    const created = await this.deps.repository.insertSlots(context.salon.id, stylistId, generated);
    const slots = await this.slotsOf(
      context,
      startOfLocalDay(context.zone, date),
      startOfLocalDay(context.zone, addDays(date, 1)),
      now,
    );
    return { date, created, slots };
  }

  /** Creates one slot, or moves and unblocks one (`slotId`). */
  async saveSlot(viewer: Viewer, stylistId: string, body: DailySlotBody): Promise<Slot> {
    const context = await this.deps.access.stylistOf(viewer, stylistId);
    const now = this.deps.now();
    const startsAt = localToInstant(context.zone, body.date, minutesOf(body.time));
    if (!startsAt) throw new BadRequestError(NO_SUCH_TIME);
    if (!isAhead(startsAt, now)) throw new BadRequestError(SLOT_LOCKED);
    const endsAt = new Date(startsAt.getTime() + SLOT_MS);
    const salonId = context.salon.id;
    try {
      if (!body.slotId) {
        const slot = await this.deps.repository.createSlot(salonId, stylistId, startsAt, endsAt);
        return this.slotView(context, slot, now);
      }
      const existing = await this.deps.repository.findSlot(salonId, body.slotId);
      if (!existing || existing.stylistId !== stylistId) throw new NotFoundError('Slot not found');
      if (!isAhead(existing.startsAt, now)) throw new BadRequestError(SLOT_LOCKED);
      if (existing.startsAt.getTime() !== startsAt.getTime()) {
        const held = await this.deps.repository.listOccupancy(
          salonId,
          [stylistId],
          existing.startsAt,
          existing.endsAt,
        );
        if (held.length > 0) throw new ConflictError(SLOT_HAS_APPOINTMENT);
      }
      const slot = await this.deps.repository.updateSlot(salonId, existing.id, startsAt, endsAt);
      return this.slotView(context, slot, now);
    } catch (error) {
      if (error instanceof SlotOverlapError) throw new ConflictError(SLOT_EXISTS);
      throw error;
    }
  }

  async deleteSlot(viewer: Viewer, slotId: string): Promise<void> {
    const context = await this.deps.access.salonOf(viewer);
    const slot = await this.deps.repository.findSlot(context.salon.id, slotId);
    if (!slot) throw new NotFoundError('Slot not found');
    this.deps.access.assertOwn(viewer, slot.stylistId);
    if (!isAhead(slot.startsAt, this.deps.now())) throw new BadRequestError(SLOT_LOCKED);
    const held = await this.deps.repository.listOccupancy(
      context.salon.id,
      [slot.stylistId],
      slot.startsAt,
      slot.endsAt,
    );
    if (held.length > 0) throw new ConflictError(SLOT_HAS_APPOINTMENT);
    await this.deps.repository.deleteSlot(context.salon.id, slot.id);
  }

  /** A stylist's slots between two instants, as the calendar shows them. */
  async slotsOf(context: StylistContext, from: Date, to: Date, now: Date): Promise<Slot[]> {
    const ids = [context.stylist.id];
    const [slots, occupancy] = await Promise.all([
      this.deps.repository.listSlots(context.salon.id, ids, from, to),
      this.deps.repository.listOccupancy(context.salon.id, ids, from, new Date(to.getTime() + SLOT_MS)),
    ]);
    const clock = localClock(context.zone);
    return slots.map((slot) => toSlot(slot, clock, occupancy, now));
  }

  private async slotView(
    context: StylistContext,
    slot: Parameters<typeof toSlot>[0],
    now: Date,
  ): Promise<Slot> {
    const occupancy = await this.deps.repository.listOccupancy(
      context.salon.id,
      [slot.stylistId],
      slot.startsAt,
      slot.endsAt,
    );
    return toSlot(slot, localClock(context.zone), occupancy, now);
  }

  private hoursOf(context: StylistContext, row: BusinessHoursRow | undefined): BusinessHours {
    return {
      _id: row?.id ?? null,
      stylist: context.stylist.id,
      recurringType: row?.recurringType ?? 'week',
      slots: row?.days ?? closedWeek(),
      timeZone: context.zone,
    };
  }
}
