import { and, asc, count, eq, gte, isNotNull, lt, sql, type Column, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  appointmentPayments,
  appointments,
  appointmentStartTallies,
  appointmentStylistDayTallies,
  orders,
  saleLines,
  sales,
  salons,
  salonSubscriptions,
  services,
  users,
} from '../db/schema';

/** Whose figures a range report shows: a salon, or one stylist of it. */
export interface ReportScope {
  salonId: string;
  stylistId: string | null;
}

/** A salon-local day range (`to` inclusive) and the salon's IANA time zone. */
export interface LocalRange {
  from: string;
  to: string;
  timeZone: string;
}

/**
 * Live appointments: not canceled. A literal, not a bound value, so the planner matches it with the
 * predicate of the covering index `appointments_salon_live_start_idx` (migration 0014) in every plan.
 */
const LIVE = sql`${appointments.status} <> 'canceled'`;

/** Instants of the salon-local midnights that bound the range, computed by the database. */
function startsWithin(column: Column, range: LocalRange): SQL {
  return and(
    gte(column, sql`(${range.from}::date)::timestamp at time zone ${range.timeZone}::text`),
    lt(column, sql`(${range.to}::date + 1)::timestamp at time zone ${range.timeZone}::text`),
  )!;
}

/** The salon's tallies of the instants within the range. */
function salonTalliesWithin(salonId: string, range: LocalRange): SQL {
  return and(
    eq(appointmentStartTallies.salonId, salonId),
    startsWithin(appointmentStartTallies.startsAt, range),
  )!;
}

/** A group of tallies that still counts a live appointment (a tally may be left at 0). */
const HAS_LIVE = sql`sum(${appointmentStartTallies.live}) > 0`;

function appointmentsOf(scope: ReportScope): SQL {
  return scope.stylistId
    ? and(eq(appointments.salonId, scope.salonId), eq(appointments.stylistId, scope.stylistId))!
    : eq(appointments.salonId, scope.salonId);
}

/** The range of salon-local days as a `date` column's bounds (`to` inclusive). */
function daysWithin(column: Column, range: LocalRange): SQL {
  return and(gte(column, range.from), lt(column, sql`${range.to}::date + 1`))!;
}

/**
 * The dashboard's aggregates. Every figure is one GROUP BY / COUNT / SUM in the database: no report
 * loads the rows it counts. Live appointments are the ones not canceled. A whole salon's figures come
 * from the tallies the database keeps (migration 0017: a few thousand rows for a year of a busy salon);
 * a stylist's own figures count their appointments, a fraction of the salon's.
 */
export class DashboardReports {
  constructor(private readonly db: Database) {}

  async timeZoneOf(salonId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ timeZone: salons.timeZone })
      .from(salons)
      .where(eq(salons.id, salonId));
    return row?.timeZone ?? null;
  }

  async platformTotals() {
    const [row] = await this.db
      .select({
        salons: sql<number>`(select count(*) from ${salons})::int`,
        appointments: sql<number>`(select coalesce(sum(${appointmentStartTallies.live}), 0) from ${appointmentStartTallies})::int`,
        stylists: sql<number>`(select count(*) from ${users} where ${users.role} = 'stylist')::int`,
        users: sql<number>`(select count(*) from ${users} where ${users.role} = 'user')::int`,
      })
      .from(sql`(select 1) as one`);
    return row!;
  }

  /** Every salon with its live appointments (0 included), by name. */
  async appointmentsPerSalon() {
    const perSalon = this.db
      .select({
        salonId: appointmentStartTallies.salonId,
        count: sql<number>`sum(${appointmentStartTallies.live})`.as('count'),
      })
      .from(appointmentStartTallies)
      .groupBy(appointmentStartTallies.salonId)
      .as('per_salon');
    return this.db
      .select({ id: salons.id, name: salons.name, count: sql<number>`coalesce(${perSalon.count}, 0)::int` })
      .from(salons)
      .leftJoin(perSalon, eq(perSalon.salonId, salons.id))
      .orderBy(asc(salons.name), asc(salons.id));
  }

  /** Each salon's latest subscription, soonest expiry first. */
  async latestSubscriptions() {
    return this.db
      .selectDistinctOn([salonSubscriptions.salonId], {
        id: salonSubscriptions.id,
        planName: salonSubscriptions.planName,
        amountCents: salonSubscriptions.amountCents,
        interval: salonSubscriptions.interval,
        startedAt: salonSubscriptions.startedAt,
        expiresAt: salonSubscriptions.expiresAt,
        active: salonSubscriptions.active,
        cancelAtPeriodEnd: salonSubscriptions.cancelAtPeriodEnd,
        salonId: salons.id,
        salonName: salons.name,
        salonPhoto: salons.photo,
        salonEmail: salons.email,
        salonPhone: salons.phone,
      })
      .from(salonSubscriptions)
      .innerJoin(salons, eq(salons.id, salonSubscriptions.salonId))
      .orderBy(salonSubscriptions.salonId, sql`${salonSubscriptions.expiresAt} desc`);
  }

  /**
   * Live appointments in the range by client gender, with their charges: one scan gives the
   * Appointments card, the appointments' part of Total Sales and the gender pie.
   */
  async liveAppointmentsByGender(scope: ReportScope, range: LocalRange) {
    const rows = scope.stylistId
      ? await this.db
          .select({
            gender: appointments.gender,
            count: sql<number>`count(*)::int`,
          })
          .from(appointments)
          .where(and(appointmentsOf(scope), LIVE, startsWithin(appointments.startsAt, range)))
          .groupBy(appointments.gender)
          .orderBy(appointments.gender)
      : await this.db
          .select({
            gender: appointmentStartTallies.gender,
            count: sql<number>`sum(${appointmentStartTallies.live})::int`,
          })
          .from(appointmentStartTallies)
          .where(salonTalliesWithin(scope.salonId, range))
          .groupBy(appointmentStartTallies.gender)
          .having(HAS_LIVE)
          .orderBy(appointmentStartTallies.gender);
    // Appointments booked without a gender count in the cards, not in the gender pie (reports service).
    return rows.map((row) => ({
      gender: (row.gender ?? 'unspecified') as 'male' | 'female' | 'other' | 'unspecified',
      count: row.count,
    }));
  }

  async completedOrdersTotal(salonId: string, range: LocalRange): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<string>`coalesce(sum(${orders.totalAmountCents}), 0)::bigint` })
      .from(orders)
      .where(
        and(
          eq(orders.salonId, salonId),
          eq(orders.status, 'Completed'),
          startsWithin(orders.createdAt, range),
        ),
      );
    return Number(row?.total ?? 0);
  }

  /**
   * The money the salon took in the range, tips aside: its paid desk sales (less what a deposit paid, which
   * counts when it was charged), the deposits and fees charged online, less what was refunded. A stylist's:
   * the lines they did of paid sales.
   */
  async moneyTaken(scope: ReportScope, range: LocalRange): Promise<number> {
    if (scope.stylistId) {
      const [row] = await this.db
        .select({ total: sql<string>`coalesce(sum(${saleLines.totalMinor}), 0)::bigint` })
        .from(saleLines)
        .innerJoin(sales, and(eq(sales.salonId, saleLines.salonId), eq(sales.id, saleLines.saleId)))
        .where(
          and(
            eq(saleLines.salonId, scope.salonId),
            eq(saleLines.stylistId, scope.stylistId),
            eq(sales.status, 'paid'),
            startsWithin(sales.paidAt, range),
          ),
        );
      return Number(row?.total ?? 0);
    }
    const [[desk], [online]] = await Promise.all([
      this.db
        .select({
          total: sql<string>`coalesce(sum(greatest(${sales.totalMinor} - ${sales.tipMinor} - least(${sales.prepaidMinor}, ${sales.totalMinor}), 0)), 0)::bigint`,
        })
        .from(sales)
        .where(
          and(eq(sales.salonId, scope.salonId), eq(sales.status, 'paid'), startsWithin(sales.paidAt, range)),
        ),
      this.db
        .select({
          total: sql<string>`coalesce(sum(case when ${appointmentPayments.kind} = 'refund' then -${appointmentPayments.amountCents} else ${appointmentPayments.amountCents} end), 0)::bigint`,
        })
        .from(appointmentPayments)
        .where(
          and(
            eq(appointmentPayments.salonId, scope.salonId),
            sql`(${appointmentPayments.kind} in ('deposit', 'no_show_fee', 'late_cancel_fee') and ${appointmentPayments.status} in ('succeeded', 'refunded'))
              or (${appointmentPayments.kind} = 'refund' and ${appointmentPayments.status} = 'succeeded')`,
            startsWithin(appointmentPayments.createdAt, range),
          ),
        ),
    ]);
    return Number(desk?.total ?? 0) + Number(online?.total ?? 0);
  }

  /** Client accounts of the salon (for a stylist: those who chose them) created in the range. */
  async newClientCount(scope: ReportScope, range: LocalRange): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(users)
      .where(
        and(
          eq(users.salonId, scope.salonId),
          eq(users.role, 'user'),
          scope.stylistId ? eq(users.stylistId, scope.stylistId) : undefined,
          startsWithin(users.createdAt, range),
        ),
      );
    return row?.value ?? 0;
  }

  /** Bookable services (not categories) the salon offers. */
  async enabledServiceCount(salonId: string): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(services)
      .where(and(eq(services.salonId, salonId), isNotNull(services.parentId), eq(services.enable, true)));
    return row?.value ?? 0;
  }

  /** Live appointments per salon-local start minute, in time order. */
  async appointmentsPerStart(scope: ReportScope, range: LocalRange) {
    // Count per instant first (a stream over the index's order, no time-zone arithmetic per row), then
    // bucket the few distinct instants by salon-local minute: two instants share one on a fall-back day.
    const perInstant = this.livePerInstant(scope, range);
    const minute = sql`date_trunc('minute', ${perInstant.startsAt} at time zone ${range.timeZone}::text)`;
    return (
      this.db
        .select({
          label: sql<string>`to_char(${minute}, 'YYYY-MM-DD HH24:MI')`,
          count: sql<number>`sum(${perInstant.count})::int`,
        })
        .from(perInstant)
        // By position: the zone is a bound parameter, so a repeated expression would not match the select's.
        .groupBy(sql`1`)
        .orderBy(sql`1`)
    );
  }

  /** Live appointments per salon-local month (1-12) of `year`. */
  async appointmentsPerMonth(scope: ReportScope, year: number, timeZone: string) {
    const perInstant = this.livePerInstant(scope, { from: `${year}-01-01`, to: `${year}-12-31`, timeZone });
    return this.db
      .select({
        month: sql<number>`extract(month from ${perInstant.startsAt} at time zone ${timeZone}::text)::int`,
        count: sql<number>`sum(${perInstant.count})::int`,
      })
      .from(perInstant)
      .groupBy(sql`1`);
  }

  /** Every active stylist of the salon with their live appointments in the range (0 included), busiest first. */
  async appointmentsPerStylist(scope: ReportScope, range: LocalRange) {
    const perStylist = scope.stylistId
      ? this.db
          .select({
            stylistId: appointments.stylistId,
            count: sql<number>`count(*)::int`.as('count'),
          })
          .from(appointments)
          .where(and(appointmentsOf(scope), LIVE, startsWithin(appointments.startsAt, range)))
          .groupBy(appointments.stylistId)
          .as('per_stylist')
      : this.db
          .select({
            stylistId: appointmentStylistDayTallies.stylistId,
            count: sql<number>`sum(${appointmentStylistDayTallies.live})::int`.as('count'),
          })
          .from(appointmentStylistDayTallies)
          .where(
            and(
              eq(appointmentStylistDayTallies.salonId, scope.salonId),
              daysWithin(appointmentStylistDayTallies.localDay, range),
            ),
          )
          .groupBy(appointmentStylistDayTallies.stylistId)
          .as('per_stylist');
    const appointmentCount = sql<number>`coalesce(${perStylist.count}, 0)::int`;
    return this.db
      .select({ id: users.id, name: users.name, photo: users.photo, count: appointmentCount })
      .from(users)
      .leftJoin(perStylist, eq(perStylist.stylistId, users.id))
      .where(
        and(
          eq(users.salonId, scope.salonId),
          eq(users.role, 'stylist'),
          eq(users.active, true),
          scope.stylistId ? eq(users.id, scope.stylistId) : undefined,
        ),
      )
      .orderBy(sql`${appointmentCount} desc`, asc(users.name));
  }

  /** Live appointments of the scope in the range, counted per start instant (a subquery). */
  private livePerInstant(scope: ReportScope, range: LocalRange) {
    if (scope.stylistId) {
      return this.db
        .select({ startsAt: appointments.startsAt, count: sql<number>`count(*)`.as('count') })
        .from(appointments)
        .where(and(appointmentsOf(scope), LIVE, startsWithin(appointments.startsAt, range)))
        .groupBy(appointments.startsAt)
        .as('per_instant');
    }
    return this.db
      .select({
        startsAt: appointmentStartTallies.startsAt,
        count: sql<number>`sum(${appointmentStartTallies.live})`.as('count'),
      })
      .from(appointmentStartTallies)
      .where(salonTalliesWithin(scope.salonId, range))
      .groupBy(appointmentStartTallies.startsAt)
      .having(HAS_LIVE)
      .as('per_instant');
  }
}
