import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { salons } from '../db/schema';

/** The salon heading an export: its name for the file, its zone and currency for the rows. */
export async function exportSalon(
  db: Database,
  salonId: string,
): Promise<{ name: string; slug: string; timeZone: string; currency: string } | null> {
  const [row] = await db
    .select({ name: salons.name, slug: salons.slug, timeZone: salons.timeZone, currency: salons.currency })
    .from(salons)
    .where(eq(salons.id, salonId));
  return row ?? null;
}
