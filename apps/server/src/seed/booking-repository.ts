import { count, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  appointments,
  availabilitySlots,
  businessHours,
  services,
  type NewAppointmentRow,
  type NewSlotRow,
} from '../db/schema';

/** Inserts of the booking demo data; existing rows (same id or time) are left alone. */
export class BookingSeedRepository {
  constructor(private readonly db: Database) {}

  async hasBusinessHours(): Promise<boolean> {
    const [row] = await this.db.select({ value: count() }).from(businessHours);
    return (row?.value ?? 0) > 0;
  }

  async servicesById(ids: string[]) {
    const rows = await this.db
      .select({ id: services.id, title: services.title, chargesCents: services.chargesCents })
      .from(services)
      .where(inArray(services.id, ids));
    return new Map(rows.map((row) => [row.id, row]));
  }

  async insert(input: {
    hours: Array<typeof businessHours.$inferInsert>;
    slots: NewSlotRow[];
    appointments: Array<Omit<NewAppointmentRow, 'number'>>;
  }): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(businessHours).values(input.hours).onConflictDoNothing();
      for (let index = 0; index < input.slots.length; index += 1000) {
        await tx
          .insert(availabilitySlots)
          .values(input.slots.slice(index, index + 1000))
          .onConflictDoNothing();
      }
      await tx.insert(appointments).values(input.appointments).onConflictDoNothing();
    });
  }
}
