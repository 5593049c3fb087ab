/** The drawer's words for times, days and differences. */

export const time = (iso: string | null, locale: string) =>
  iso ? new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) : '';

export const dayTitle = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00.000Z`),
  );

export const differenceText = (difference: number, money: (minor: number) => string) =>
  difference === 0 ? 'None' : difference < 0 ? `${money(-difference)} short` : `${money(difference)} over`;
