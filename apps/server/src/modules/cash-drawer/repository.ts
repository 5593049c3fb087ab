import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cashDays, cashMovements, type CashDayRow, type CashMovementRow } from '../../db/schema';

export type NewCashDayRow = typeof cashDays.$inferInsert;
export type NewCashMovementRow = typeof cashMovements.$inferInsert;

/** The cash drawer's tables. Every query takes the salon id; writes that go together take a `tx`. */
export class CashDrawerRepository {
  constructor(private readonly db: Database) {}

  /** The handle this repository reads through: what reads of other modules in its transaction share. */
  get database(): Database {
    return this.db;
  }

  transaction<T>(work: (tx: CashDrawerRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new CashDrawerRepository(tx)));
  }

  /**
   * The database's clock: the drawer's instants are compared with the desk payments', which the
   * database dates, so both come from the same clock.
   */
  async clock(): Promise<Date> {
    const result = await this.db.execute(sql`select clock_timestamp() as now`);
    const [row] = (result as unknown as { rows: Array<{ now: string | Date }> }).rows;
    return new Date(row!.now);
  }

  async byDate(salonId: string, date: string): Promise<CashDayRow | undefined> {
    const [row] = await this.db
      .select()
      .from(cashDays)
      .where(and(eq(cashDays.salonId, salonId), eq(cashDays.businessDate, date)));
    return row;
  }

  /** The day still open, locked for the rest of the transaction when `lock` is set. */
  async open(salonId: string, lock = false): Promise<CashDayRow | undefined> {
    const query = this.db
      .select()
      .from(cashDays)
      .where(and(eq(cashDays.salonId, salonId), eq(cashDays.status, 'open')));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async lastClosed(salonId: string): Promise<CashDayRow | undefined> {
    const [row] = await this.db
      .select()
      .from(cashDays)
      .where(and(eq(cashDays.salonId, salonId), eq(cashDays.status, 'closed')))
      .orderBy(desc(cashDays.closedAt))
      .limit(1);
    return row;
  }

  /** Inserts the day unless the salon has one of that date or one open: undefined then. */
  async insertDay(row: NewCashDayRow): Promise<CashDayRow | undefined> {
    const [inserted] = await this.db.insert(cashDays).values(row).onConflictDoNothing().returning();
    return inserted;
  }

  async updateDay(salonId: string, id: string, changes: Partial<NewCashDayRow>): Promise<CashDayRow> {
    const [row] = await this.db
      .update(cashDays)
      .set(changes)
      .where(and(eq(cashDays.salonId, salonId), eq(cashDays.id, id)))
      .returning();
    return row!;
  }

  async movements(salonId: string, dayId: string): Promise<CashMovementRow[]> {
    return this.db
      .select()
      .from(cashMovements)
      .where(and(eq(cashMovements.salonId, salonId), eq(cashMovements.dayId, dayId)))
      .orderBy(asc(cashMovements.createdAt), asc(cashMovements.id));
  }

  /** Inserts the movement unless its key was used; either way answers the key's movement. */
  async insertMovement(row: NewCashMovementRow): Promise<CashMovementRow> {
    const [inserted] = await this.db.insert(cashMovements).values(row).onConflictDoNothing().returning();
    if (inserted) return inserted;
    const [existing] = await this.db
      .select()
      .from(cashMovements)
      .where(
        and(eq(cashMovements.salonId, row.salonId), eq(cashMovements.idempotencyKey, row.idempotencyKey)),
      );
    return existing!;
  }
}
