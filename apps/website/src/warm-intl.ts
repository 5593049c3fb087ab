/**
 * The first date format in a time zone, and the first money format, make Intl load its data: on a slow
 * phone a long task of 50–100 ms. Hydration draws the salon's dates and prices, so it would carry that
 * load inside its own long task; done here first, in a task of its own, it does not add to it (on
 * Total Blocking Time). Any failure is left to the page, which formats the same values itself.
 */
export function warmIntl(
  salon: { timeZone?: unknown; currency?: unknown; locale?: unknown } | undefined,
): void {
  const at = new Date();
  try {
    const timeZone = typeof salon?.timeZone === 'string' ? salon.timeZone : undefined;
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(at);
    if (typeof salon?.currency === 'string') {
      const locale = typeof salon.locale === 'string' ? salon.locale : 'en-US';
      new Intl.NumberFormat(locale, { style: 'currency', currency: salon.currency }).format(1);
    }
  } catch {
    // An unknown zone or currency: the page shows its own message for it.
  }
}

/** Resolves in a later task, so what follows runs in a task of its own. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
