import { and, eq, isNotNull, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  appointments,
  businessHours,
  firstStepsDismissals,
  salons,
  services,
  users,
  websiteSettings,
} from '../../db/schema';

/** What the first-steps card reads of one salon, in one round trip. */
export interface FirstStepsRow {
  slug: string;
  services: boolean;
  stylistHours: boolean;
  websiteLook: boolean;
  bookingLink: boolean;
  /** An enabled service takes a deposit or a saved card. */
  cardServices: boolean;
  dismissed: boolean;
}

const exists = (query: SQLWrapper) => sql<boolean>`exists (${query})`;

/**
 * The first steps' facts, read from the tables the other modules own (reads only); the one table it
 * writes is its own, `first_steps_dismissals`.
 */
export class FirstStepsRepository {
  constructor(private readonly db: Database) {}

  async find(salonId: string): Promise<FirstStepsRow | undefined> {
    const db = this.db;
    // Whether the salon has an enabled service that also meets `also`.
    const enabledService = (also: SQL) =>
      exists(
        db
          .select({ id: services.id })
          .from(services)
          .where(and(eq(services.salonId, salonId), eq(services.enable, true), also)),
      );
    const [row] = await db
      .select({
        slug: salons.slug,
        // A bookable service: an enabled service inside a category.
        services: enabledService(isNotNull(services.parentId)),
        // An active stylist whose weekly hours open at least one day.
        stylistHours: exists(
          db
            .select({ id: businessHours.id })
            .from(businessHours)
            .innerJoin(users, eq(users.id, businessHours.stylistId))
            .where(
              and(
                eq(businessHours.salonId, salonId),
                eq(users.active, true),
                sql`exists (select 1 from jsonb_array_elements(${businessHours.days}) as day
                            where jsonb_array_length(day -> 'slots') > 0)`,
              ),
            ),
        ),
        // The website has the salon's own look: a colour, a logo, a banner or a title of its own.
        websiteLook: exists(
          db
            .select({ salonId: websiteSettings.salonId })
            .from(websiteSettings)
            .where(
              and(
                eq(websiteSettings.salonId, salonId),
                or(
                  isNotNull(websiteSettings.bgColor),
                  isNotNull(websiteSettings.logoKey),
                  isNotNull(websiteSettings.bannerKey),
                  isNotNull(websiteSettings.websiteTitle),
                ),
              ),
            ),
        ),
        // The link reached clients: a booking came in through the public site.
        bookingLink: exists(
          db
            .select({ id: appointments.id })
            .from(appointments)
            .where(and(eq(appointments.salonId, salonId), eq(appointments.source, 'website'))),
        ),
        cardServices: enabledService(ne(services.paymentPolicy, 'none')),
        dismissed: sql<boolean>`${firstStepsDismissals.salonId} is not null`,
      })
      .from(salons)
      .leftJoin(firstStepsDismissals, eq(firstStepsDismissals.salonId, salons.id))
      .where(eq(salons.id, salonId));
    return row;
  }

  async dismiss(salonId: string): Promise<void> {
    await this.db.insert(firstStepsDismissals).values({ salonId }).onConflictDoNothing();
  }
}
