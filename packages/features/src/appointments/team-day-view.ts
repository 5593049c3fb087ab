import type { TeamDay, TeamDayAppointment, VisitStage } from '@salon/api/appointments/team-day-schemas';
import type { TeamDayColumn } from '@salon/ui/screens/appointments/TeamDayScreen';
import type { TeamDayPolicy } from './policies';

/** The step after `stage` (none once completed). */
export function nextStage(stage: VisitStage | null): VisitStage | null {
  if (stage === null) return 'arrived';
  if (stage === 'arrived') return 'in-service';
  if (stage === 'in-service') return 'completed';
  return null;
}

/** A visit that can move: not canceled, not a no-show. */
const isLive = (appointment: TeamDayAppointment) => appointment.status !== 'canceled' && !appointment.noShow;

/** The screen's columns of the day, with the actions `policy` allows on each card. */
export function toTeamDayColumns(
  day: TeamDay,
  policy: (stylistId: string) => TeamDayPolicy,
): TeamDayColumn[] {
  return day.stylists.map((stylist) => {
    const can = policy(stylist._id);
    return {
      id: stylist._id,
      name: stylist.name,
      cards: stylist.appointments.map((appointment) => ({
        id: appointment._id,
        start: appointment.start,
        end: appointment.end,
        clientName: appointment.clientName,
        service: appointment.service,
        status: appointment.status,
        stage: appointment.stage,
        paid: appointment.paid,
        noShow: appointment.noShow,
        next: can.move && isLive(appointment) ? nextStage(appointment.stage) : null,
        checkout: can.checkout && isLive(appointment) && !appointment.paid,
      })),
    };
  });
}

/** 'YYYY-MM-DD' `days` later (or earlier). */
export function shiftDate(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** 'Monday, March 16, 2026'. */
export function dayTitle(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** The salon's 'YYYY-MM-DD' at `instant` in `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
