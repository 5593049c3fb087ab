import type { WorkHour } from '@salon/api/website-settings/schemas';
import type { WorkHoursValues } from '@salon/ui/screens/website-settings/WorkHoursModal';

/** The posted hours (`workHour`: first start and last end per day) as the Work Hours form holds them. */
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
    slot: { startTime: isAvailable ? (startTime ?? '') : '', endTime: isAvailable ? (endTime ?? '') : '' },
  }));
}
