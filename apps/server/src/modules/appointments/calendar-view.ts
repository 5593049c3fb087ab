import {
  MAX_CALENDAR_DAYS,
  type Calendar,
  type TodayActivity,
  type TodayActivityBody,
} from '@salon/api/availability/schemas';
import type { Database } from '../../db/client';
import { BadRequestError } from '../../errors';
import { visitPayments, withSales } from '../../read-models';
import type { Viewer } from '../../http/viewer';
import { addDays, daysBetween, localDateOf, startOfLocalDay } from '../../lib/time-zones';
import type { AppointmentRepository } from './appointments-repository';
import type { CalendarAccess, StylistContext } from '../availability';
import { toAppointment } from './mapping';
import { stylistDataOf } from '../availability';
import type { SlotService } from '../availability';

/** A stylist's calendar as staff see it: the slots of the days asked for and the appointments in them. */
export class CalendarView {
  constructor(
    private readonly deps: {
      /** The payments of the appointments listed (read model). */
      db: Database;
      slots: Pick<SlotService, 'slotsOf'>;
      appointments: Pick<AppointmentRepository, 'listOverlapping' | 'listVisitParts'>;
      access: CalendarAccess;
      now: () => Date;
    },
  ) {}

  async calendar(viewer: Viewer, stylistId: string, from: string, to: string): Promise<Calendar> {
    if (to < from) throw new BadRequestError('to: must be on or after from');
    if (daysBetween(from, to) >= MAX_CALENDAR_DAYS) {
      throw new BadRequestError(`The calendar shows at most ${MAX_CALENDAR_DAYS} days at once`);
    }
    const context = await this.deps.access.stylistOf(viewer, stylistId);
    const day = await this.dayView(context, from, to);
    return { ...day, from, to };
  }

  async todayActivity(viewer: Viewer, body: TodayActivityBody): Promise<TodayActivity> {
    const context = await this.deps.access.stylistOf(viewer, body.stylistId);
    const date = localDateOf(context.zone, body.fromDate);
    const day = await this.dayView(context, date, date);
    return { ...day, date };
  }

  private async dayView(context: StylistContext, from: string, to: string) {
    const now = this.deps.now();
    const start = startOfLocalDay(context.zone, from);
    const end = startOfLocalDay(context.zone, addDays(to, 1));
    const [slots, appointments] = await Promise.all([
      this.deps.slots.slotsOf(context, start, end, now),
      this.deps.appointments.listOverlapping(context.salon.id, context.stylist.id, start, end),
    ]);
    // The parts of multi-service visits, so each chip can say '1 of 2' and list its visit.
    const visitIds = [...new Set(appointments.flatMap((record) => (record.visitId ? [record.visitId] : [])))];
    const parts = await this.deps.appointments.listVisitParts(context.salon.id, visitIds);
    const money = await visitPayments(
      this.deps.db,
      context.salon.id,
      context.zone,
      context.salon.currency,
      await withSales(this.deps.db, context.salon.id, appointments),
    );
    return {
      stylistData: stylistDataOf(context.stylist),
      timeZone: context.zone,
      slots,
      appointments: appointments.map((record) => {
        const paid = money.get(record.id);
        return {
          ...toAppointment(record, context, parts),
          ...(paid ? { visitPayments: paid.payments, visitMoney: paid.money } : {}),
        };
      }),
    };
  }
}
