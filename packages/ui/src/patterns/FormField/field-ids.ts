/** Ids FormField gives its hint and error, so a control can point at them with aria-describedby. */
export function fieldErrorId(controlId: string): string {
  return `${controlId}-error`;
}

export function fieldHintId(controlId: string): string {
  return `${controlId}-hint`;
}

/** The aria-describedby value for a control: hint and error ids that are present, or undefined. */
export function describedBy(
  controlId: string,
  opts: { hint?: boolean; error?: boolean },
): string | undefined {
  const ids = [opts.hint ? fieldHintId(controlId) : null, opts.error ? fieldErrorId(controlId) : null].filter(
    (id): id is string => id !== null,
  );
  return ids.length > 0 ? ids.join(' ') : undefined;
}
