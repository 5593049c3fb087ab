import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from '@salon/api/reminders/schemas';
import type { Database } from '../../db/client';
import {
  appointments,
  reminderSettings,
  reminders,
  salons,
  users,
  type AppointmentRow,
  type ReminderRow,
  type SalonRow,
} from '../../db/schema';
import type { PlannedReminder, SkipReason } from './planning';

/** A claimed reminder with what its e-mail needs, read in the claim's transaction. */
export interface DueReminder {
  reminder: ReminderRow;
  /** Null when the appointment is gone. */
  appointment: (AppointmentRow & { stylist: { id: string; name: string } }) | null;
  salon: SalonRow | null;
  settings: ReminderSettings;
}

const stylist = alias(users, 'stylist');

/** The `reminders` and `reminder_settings` tables; the only code that writes them. */
export class ReminderRepository {
  constructor(private readonly db: Database) {}

  /**
   * Replaces the appointment's reminders with `planned` (none: removes them), in the caller's transaction
   * (the booking's, move's or cancel's), so the plan commits exactly with the change.
   */
  async replace(
    tx: Database,
    salonId: string,
    appointmentId: string,
    planned: PlannedReminder[],
    /** A new appointment's plan: no earlier one to delete (a round trip saved in the booking). */
    options: { created?: boolean } = {},
  ): Promise<void> {
    if (!options.created) {
      await tx
        .delete(reminders)
        .where(and(eq(reminders.salonId, salonId), eq(reminders.appointmentId, appointmentId)));
    }
    if (planned.length === 0) return;
    await tx.insert(reminders).values(
      planned.map((reminder) => ({
        salonId,
        appointmentId,
        kind: reminder.kind,
        startsAt: reminder.startsAt,
        dueAt: reminder.dueAt,
      })),
    );
  }

  /**
   * One claim: in a transaction, locks up to `limit` pending reminders due at `now` with
   * `FOR UPDATE SKIP LOCKED` (another instance's job takes other rows, or none), reads their
   * appointments, and hands them to `handle`, which writes the e-mails to the outbox and marks each row
   * sent or skipped through the same `tx`. The rows, the outbox and the marks commit together: a crash
   * before the commit leaves the rows pending for the next claim, one after it has them sent. Answers how
   * many were claimed.
   */
  async claimDue(
    now: Date,
    limit: number,
    handle: (tx: Database, due: DueReminder[]) => Promise<void>,
  ): Promise<number> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(reminders)
        .where(and(eq(reminders.status, 'pending'), lte(reminders.dueAt, now)))
        .orderBy(asc(reminders.dueAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return 0;
      const ids = [...new Set(rows.map((row) => row.appointmentId))];
      const salonIds = [...new Set(rows.map((row) => row.salonId))];
      // One after the other: a transaction's statements share its one connection.
      const found = await tx
        .select({ appointment: appointments, stylist: { id: stylist.id, name: stylist.name } })
        .from(appointments)
        .innerJoin(stylist, eq(stylist.id, appointments.stylistId))
        .where(and(inArray(appointments.salonId, salonIds), inArray(appointments.id, ids)));
      const salonRows = await tx.select().from(salons).where(inArray(salons.id, salonIds));
      const settingRows = await tx
        .select()
        .from(reminderSettings)
        .where(inArray(reminderSettings.salonId, salonIds));
      const appointmentOf = new Map(found.map((row) => [row.appointment.id, row]));
      const salonOf = new Map(salonRows.map((row) => [row.id, row]));
      const settingsOf = new Map(settingRows.map((row) => [row.salonId, toSettings(row)]));
      await handle(
        tx,
        rows.map((reminder) => {
          const match = appointmentOf.get(reminder.appointmentId);
          return {
            reminder,
            appointment:
              match && match.appointment.salonId === reminder.salonId
                ? { ...match.appointment, stylist: match.stylist }
                : null,
            salon: salonOf.get(reminder.salonId) ?? null,
            settings: settingsOf.get(reminder.salonId) ?? { ...DEFAULT_REMINDER_SETTINGS },
          };
        }),
      );
      return rows.length;
    });
  }

  async markSent(tx: Database, reminder: ReminderRow, now: Date): Promise<void> {
    await this.settle(tx, reminder, { status: 'sent', doneAt: now, skipReason: null });
  }

  async markSkipped(tx: Database, reminder: ReminderRow, reason: SkipReason, now: Date): Promise<void> {
    await this.settle(tx, reminder, { status: 'skipped', doneAt: now, skipReason: reason });
  }

  private async settle(
    tx: Database,
    reminder: ReminderRow,
    values: Pick<ReminderRow, 'status' | 'doneAt' | 'skipReason'>,
  ): Promise<void> {
    await tx
      .update(reminders)
      .set(values)
      .where(
        and(
          eq(reminders.salonId, reminder.salonId),
          eq(reminders.appointmentId, reminder.appointmentId),
          eq(reminders.kind, reminder.kind),
        ),
      );
  }

  /** The appointment's reminders (tests and diagnostics). */
  async listFor(salonId: string, appointmentId: string): Promise<ReminderRow[]> {
    return this.db
      .select()
      .from(reminders)
      .where(and(eq(reminders.salonId, salonId), eq(reminders.appointmentId, appointmentId)))
      .orderBy(asc(reminders.dueAt));
  }

  async settings(salonId: string): Promise<ReminderSettings> {
    const [row] = await this.db.select().from(reminderSettings).where(eq(reminderSettings.salonId, salonId));
    return row ? toSettings(row) : { ...DEFAULT_REMINDER_SETTINGS };
  }

  async saveSettings(salonId: string, settings: ReminderSettings): Promise<ReminderSettings> {
    const values = { remind24h: settings.remind24h, remind2h: settings.remind2h, updatedAt: new Date() };
    const [row] = await this.db
      .insert(reminderSettings)
      .values({ salonId, ...values })
      .onConflictDoUpdate({ target: reminderSettings.salonId, set: values })
      .returning();
    return toSettings(row!);
  }
}

function toSettings(row: { remind24h: boolean; remind2h: boolean }): ReminderSettings {
  return { remind24h: row.remind24h, remind2h: row.remind2h };
}
