import {
  CASH_DRAWER_MESSAGES,
  type CashDay,
  type CashDayQuery,
  type CashMovementBody,
  type CloseCashDayBody,
  type OpenCashDayBody,
} from '@salon/api/cash-drawer/schemas';
import type { CashDayRow, CashMovementRow, SalonRow } from '../../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { authorize } from '../../http/authorize';
import { ownSalonOf, type Viewer } from '../../http/viewer';
import { todayIn, zoneOf } from '../../lib/time-zones';
import { saleCashIn } from '../sales';
import type { SalonReads } from '../salons';
import type { CashDrawerRepository } from './repository';

export interface CashDrawerDeps {
  days: CashDrawerRepository;
  salons: Pick<SalonReads, 'findById'>;
  staffName: (userId: string) => Promise<string>;
  now: () => Date;
}

/**
 * The desk's cash drawer: one day open at a time, from its float to its cash-up. The drawer expects the
 * float, plus cash taken for sales and put in, less cash given back for refunds and taken out, since the
 * previous day closed (cash taken after a close belongs to the next day). At the cash-up the figures are
 * kept with the count and its difference, and the day can no longer change.
 */
export class CashDrawerService {
  constructor(private readonly deps: CashDrawerDeps) {}

  async day(viewer: Viewer, query: CashDayQuery): Promise<CashDay> {
    authorize(viewer, 'cashDrawer.manage');
    const salon = await this.salonOf(viewer);
    const today = todayIn(zoneOf(salon), this.deps.now());
    if (query.date && query.date > today) throw new BadRequestError(CASH_DRAWER_MESSAGES.future);
    const { days } = this.deps;
    const row = query.date
      ? await days.byDate(salon.id, query.date)
      : ((await days.open(salon.id)) ?? (await days.byDate(salon.id, today)));
    return row ? this.viewOf(salon, row) : notOpened(salon, query.date ?? today);
  }

  async open(viewer: Viewer, body: OpenCashDayBody): Promise<CashDay> {
    authorize(viewer, 'cashDrawer.manage');
    const salon = await this.salonOf(viewer);
    const now = this.deps.now();
    const today = todayIn(zoneOf(salon), now);
    const name = await this.deps.staffName(viewer.userId);
    const row = await this.deps.days.transaction(async (days) => {
      const todays = await days.byDate(salon.id, today);
      if (todays) {
        throw new ConflictError(
          todays.status === 'open' ? CASH_DRAWER_MESSAGES.alreadyOpen : CASH_DRAWER_MESSAGES.closedToday,
        );
      }
      if (await days.open(salon.id)) throw new ConflictError(CASH_DRAWER_MESSAGES.olderOpen);
      const inserted = await days.insertDay({
        salonId: salon.id,
        businessDate: today,
        status: 'open',
        floatMinor: body.floatMinor,
        countsFrom: (await days.lastClosed(salon.id))?.closedAt ?? (await days.clock()),
        openedBy: viewer.userId,
        openedByName: name,
      });
      // Another desk opened it at the same moment.
      if (!inserted) throw new ConflictError(CASH_DRAWER_MESSAGES.alreadyOpen);
      return inserted;
    });
    return this.viewOf(salon, row);
  }

  async move(viewer: Viewer, body: CashMovementBody): Promise<CashDay> {
    authorize(viewer, 'cashDrawer.manage');
    const salon = await this.salonOf(viewer);
    const name = await this.deps.staffName(viewer.userId);
    const row = await this.deps.days.transaction(async (days) => {
      const open = await days.open(salon.id, true);
      if (!open) throw new ConflictError(CASH_DRAWER_MESSAGES.notOpen);
      await days.insertMovement({
        salonId: salon.id,
        dayId: open.id,
        kind: body.kind,
        amountMinor: body.amountMinor,
        reason: body.reason.trim(),
        idempotencyKey: body.key,
        createdBy: viewer.userId,
        createdByName: name,
      });
      return open;
    });
    return this.viewOf(salon, row);
  }

  /** The cash-up: the count against what is expected now; a difference needs a note. */
  async close(viewer: Viewer, body: CloseCashDayBody): Promise<CashDay> {
    authorize(viewer, 'cashDrawer.manage');
    const salon = await this.salonOf(viewer);
    const name = await this.deps.staffName(viewer.userId);
    const note = body.note?.trim() ?? '';
    const row = await this.deps.days.transaction(async (days) => {
      const open = await days.open(salon.id, true);
      if (!open) throw new ConflictError(CASH_DRAWER_MESSAGES.notOpen);
      const closedAt = await days.clock();
      const figures = await this.figuresOf(days, open, await days.movements(salon.id, open.id), closedAt);
      if (body.countedMinor !== figures.expectedMinor && !note) {
        throw new BadRequestError(CASH_DRAWER_MESSAGES.noteNeeded);
      }
      return days.updateDay(salon.id, open.id, {
        status: 'closed',
        cashSalesMinor: figures.cashSalesMinor,
        cashRefundsMinor: figures.cashRefundsMinor,
        expectedMinor: figures.expectedMinor,
        countedMinor: body.countedMinor,
        note,
        closedAt,
        closedBy: viewer.userId,
        closedByName: name,
      });
    });
    return this.viewOf(salon, row);
  }

  private async salonOf(viewer: Viewer): Promise<SalonRow> {
    const salon = await this.deps.salons.findById(ownSalonOf(viewer));
    if (!salon) throw new NotFoundError('Salon not found');
    return salon;
  }

  /** What the drawer should hold: kept at the cash-up, as of `until` (or now) while the day is open. */
  private async figuresOf(
    days: CashDrawerRepository,
    day: CashDayRow,
    movements: CashMovementRow[],
    until: Date | null,
  ) {
    const cashInMinor = sumOf(movements, 'in');
    const cashOutMinor = sumOf(movements, 'out');
    const sales =
      day.status === 'closed'
        ? { salesMinor: day.cashSalesMinor ?? 0, refundsMinor: day.cashRefundsMinor ?? 0 }
        : await saleCashIn(days.database).cashBetween(day.salonId, day.countsFrom, until);
    return {
      cashSalesMinor: sales.salesMinor,
      cashRefundsMinor: sales.refundsMinor,
      cashInMinor,
      cashOutMinor,
      expectedMinor: day.floatMinor + sales.salesMinor + cashInMinor - sales.refundsMinor - cashOutMinor,
    };
  }

  private async viewOf(salon: SalonRow, day: CashDayRow): Promise<CashDay> {
    const movements = await this.deps.days.movements(salon.id, day.id);
    const figures = await this.figuresOf(this.deps.days, day, movements, null);
    const expectedMinor = day.status === 'closed' ? (day.expectedMinor ?? 0) : figures.expectedMinor;
    return {
      date: day.businessDate,
      status: day.status,
      currency: salon.currency,
      floatMinor: day.floatMinor,
      ...figures,
      expectedMinor,
      countedMinor: day.countedMinor,
      differenceMinor: day.countedMinor === null ? null : day.countedMinor - expectedMinor,
      note: day.note,
      movements: movements.map((movement) => ({
        _id: movement.id,
        kind: movement.kind,
        amountMinor: movement.amountMinor,
        reason: movement.reason,
        byName: movement.createdByName,
        createdAt: movement.createdAt.toISOString(),
      })),
      openedAt: day.openedAt.toISOString(),
      openedByName: day.openedByName,
      closedAt: day.closedAt?.toISOString() ?? null,
      closedByName: day.closedByName,
    };
  }
}

function sumOf(movements: CashMovementRow[], kind: 'in' | 'out'): number {
  return movements
    .filter((movement) => movement.kind === kind)
    .reduce((sum, row) => sum + row.amountMinor, 0);
}

function notOpened(salon: SalonRow, date: string): CashDay {
  return {
    date,
    status: 'not-opened',
    currency: salon.currency,
    floatMinor: 0,
    cashSalesMinor: 0,
    cashRefundsMinor: 0,
    cashInMinor: 0,
    cashOutMinor: 0,
    expectedMinor: 0,
    countedMinor: null,
    differenceMinor: null,
    note: '',
    movements: [],
    openedAt: null,
    openedByName: '',
    closedAt: null,
    closedByName: '',
  };
}
