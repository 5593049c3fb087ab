/** The days of the week as the hours forms key them, Sunday first. */
export const WEEK_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** Each day's full name, for labels ('Monday start time'). */
export const WEEK_DAY_LABELS: Record<WeekDay, string> = {
  Sun: 'Sunday',
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
};
