import type { ReminderSettings } from '@salon/api/reminders/schemas';
import type { ReminderKindValue } from '../../db/schema';

/** How long before the start each kind of reminder is due. */
export const REMINDER_OFFSET_MS: Record<ReminderKindValue, number> = {
  '24h': 24 * 3_600_000,
  '2h': 2 * 3_600_000,
};

export const REMINDER_KINDS = Object.keys(REMINDER_OFFSET_MS) as ReminderKindValue[];

/** One planned reminder of an appointment. */
export interface PlannedReminder {
  kind: ReminderKindValue;
  startsAt: Date;
  dueAt: Date;
}

/**
 * The reminders to plan for an appointment starting at `startsAt`, booked or moved at `now`: each kind
 * whose window has not begun yet. A booking made inside a window (less than 24 hours ahead) gets no
 * reminder for that window. Both kinds are planned whatever the salon's choices: the choice is read when
 * a reminder is due, so a salon that switches the 2-hour reminder on gets it for visits booked before.
 */
export function plannedReminders(startsAt: Date, now: Date): PlannedReminder[] {
  return REMINDER_KINDS.flatMap((kind) => {
    const dueAt = new Date(startsAt.getTime() - REMINDER_OFFSET_MS[kind]);
    return dueAt.getTime() > now.getTime() ? [{ kind, startsAt, dueAt }] : [];
  });
}

/** Why a due reminder is not sent. */
export type SkipReason = 'cancelled' | 'moved' | 'off' | 'late' | 'superseded';

/** What the appointment of a due reminder is when the job claims it (null: deleted). */
export interface DueState {
  kind: ReminderKindValue;
  /** The start the reminder was planned for. */
  plannedStart: Date;
  appointment: { status: string; startsAt: Date } | null;
  settings: ReminderSettings;
}

/**
 * Whether a claimed reminder goes out, re-checked against the appointment as it is now: never for a
 * cancelled or deleted visit, nor for one moved since it was planned (its new start has its own
 * reminders), nor when the salon has switched that kind off, nor once the visit has started (the job was
 * down past it). A 24-hour reminder claimed when the 2-hour one is due too (the job was down for hours)
 * gives way to it: the client gets one reminder, the nearer one.
 */
export function decide(state: DueState, now: Date): { send: true } | { send: false; reason: SkipReason } {
  const { appointment, settings, kind } = state;
  if (!appointment || appointment.status === 'canceled') return { send: false, reason: 'cancelled' };
  if (appointment.startsAt.getTime() !== state.plannedStart.getTime())
    return { send: false, reason: 'moved' };
  if (kind === '24h' ? !settings.remind24h : !settings.remind2h) return { send: false, reason: 'off' };
  if (appointment.startsAt.getTime() <= now.getTime()) return { send: false, reason: 'late' };
  if (
    kind === '24h' &&
    settings.remind2h &&
    appointment.startsAt.getTime() - REMINDER_OFFSET_MS['2h'] <= now.getTime()
  ) {
    return { send: false, reason: 'superseded' };
  }
  return { send: true };
}
