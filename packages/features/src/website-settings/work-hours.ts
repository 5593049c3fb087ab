import type { WorkHour } from '@salon/api/website/schemas';
import type { WorkHoursValues } from '@salon/ui/modals/website-settings/WorkHoursModal';

/** The saved hours as the Work Hours form holds them (an empty time is not chosen yet). */
export function toWorkHoursValues(workHour: readonly WorkHour[]): WorkHoursValues {
  return {
    days: workHour.map(({ day, isAvailable, slot }) => ({
      day,
      isAvailable,
      startTime: slot.startTime || null,
      endTime: slot.endTime || null,
    })),
  };
}

/** The form's hours as `workHour` of `add-website-setting`. */
export function toWorkHour({ days }: WorkHoursValues): WorkHour[] {
  return days.map(({ day, isAvailable, startTime, endTime }) => ({
    day,
    isAvailable,
    slot: { startTime: startTime ?? '', endTime: endTime ?? '' },
  }));
}
