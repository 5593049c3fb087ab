import { aliasedTable, and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appointments, users } from '../db/schema';
import { after, BATCH, batches, type InstantRange, keyOf } from './export-batches';

const stylist = aliasedTable(users, 'stylist');

/** The appointments' export: a salon's appointments starting within the range. */
export function appointmentExportRows(db: Database, salonId: string, range: InstantRange) {
  return batches((last) =>
    db
      .select({
        id: appointments.id,
        keyAt: keyOf(appointments.startsAt),
        number: appointments.number,
        startsAt: appointments.startsAt,
        endsAt: appointments.endsAt,
        status: appointments.status,
        stylistName: stylist.name,
        service: appointments.mainServiceTitle,
        subService: appointments.subServiceTitle,
        priceCents: appointments.subServiceChargesCents,
        clientName: appointments.clientName,
        clientEmail: appointments.clientEmail,
        clientPhone: appointments.clientPhone,
        source: appointments.source,
        comment: appointments.comment,
      })
      .from(appointments)
      .leftJoin(stylist, eq(stylist.id, appointments.stylistId))
      .where(
        and(
          eq(appointments.salonId, salonId),
          range.from ? gte(appointments.startsAt, range.from) : undefined,
          range.to ? lt(appointments.startsAt, range.to) : undefined,
          after(appointments.startsAt, appointments.id, last),
        ),
      )
      .orderBy(asc(appointments.startsAt), asc(appointments.id))
      .limit(BATCH),
  );
}
