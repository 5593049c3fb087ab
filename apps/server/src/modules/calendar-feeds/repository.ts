import { and, asc, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appointments, calendarFeeds, salons, users, type CalendarFeedRow } from '../../db/schema';

/** One appointment as a feed shows it: the service and the client's first name only. */
export interface FeedAppointment {
  id: string;
  startsAt: Date;
  endsAt: Date;
  status: 'booked' | 'confirmed' | 'waiting' | 'canceled';
  service: string | null;
  subService: string | null;
  clientName: string;
  stylistName: string | null;
  sequence: number;
  updatedAt: Date;
}

/** Writes only its own table, `calendar_feeds`; reads the appointments, salons and users it shows. */
export class CalendarFeedRepository {
  constructor(private readonly db: Database) {}

  async live(userId: string): Promise<CalendarFeedRow | null> {
    const [row] = await this.db
      .select()
      .from(calendarFeeds)
      .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)));
    return row ?? null;
  }

  async byId(feedId: string): Promise<CalendarFeedRow | null> {
    const [row] = await this.db.select().from(calendarFeeds).where(eq(calendarFeeds.id, feedId));
    return row ?? null;
  }

  /** Revokes the person's live address (if any) and makes a new one, in one transaction. */
  async renew(input: {
    salonId: string;
    userId: string;
    scope: 'stylist' | 'salon';
  }): Promise<CalendarFeedRow> {
    return this.db.transaction(async (tx) => {
      await tx
        .update(calendarFeeds)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(calendarFeeds.userId, input.userId), isNull(calendarFeeds.revokedAt)));
      const [row] = await tx.insert(calendarFeeds).values(input).returning();
      return row!;
    });
  }

  async revoke(userId: string): Promise<void> {
    await this.db
      .update(calendarFeeds)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)));
  }

  async salon(salonId: string): Promise<{ name: string; timeZone: string } | null> {
    const [row] = await this.db
      .select({ name: salons.name, timeZone: salons.timeZone })
      .from(salons)
      .where(eq(salons.id, salonId));
    return row ?? null;
  }

  /** The feed's person, while they still work in that salon and are active. */
  async activePerson(userId: string, salonId: string): Promise<{ name: string } | null> {
    const [row] = await this.db
      .select({ name: users.name })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.salonId, salonId), eq(users.active, true)));
    return row ?? null;
  }

  /** The salon's (or one stylist's) live appointments starting in [from, to), in time order. */
  async appointments(
    salonId: string,
    stylistId: string | null,
    from: Date,
    to: Date,
    limit: number,
  ): Promise<FeedAppointment[]> {
    return this.db
      .select({
        id: appointments.id,
        startsAt: appointments.startsAt,
        endsAt: appointments.endsAt,
        status: appointments.status,
        service: appointments.mainServiceTitle,
        subService: appointments.subServiceTitle,
        clientName: appointments.clientName,
        stylistName: users.name,
        sequence: appointments.calendarSequence,
        updatedAt: appointments.updatedAt,
      })
      .from(appointments)
      .leftJoin(users, eq(users.id, appointments.stylistId))
      .where(
        and(
          eq(appointments.salonId, salonId),
          stylistId ? eq(appointments.stylistId, stylistId) : undefined,
          ne(appointments.status, 'canceled'),
          gte(appointments.startsAt, from),
          lt(appointments.startsAt, to),
        ),
      )
      .orderBy(asc(appointments.startsAt), asc(appointments.id))
      .limit(limit);
  }
}
