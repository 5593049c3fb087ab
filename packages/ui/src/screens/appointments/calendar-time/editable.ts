/** Nothing can be changed, booked or moved within this many minutes of its start (spec 2 §4). */
export const EDIT_CUTOFF_MINUTES = 15;

/**
 * Whether a slot or appointment starting at `start` may still be created, updated, deleted or
 * re-statused at `now`: only when it starts more than 15 minutes ahead. Starts within 15 minutes, or
 * past, are locked (shown grey, their buttons disabled).
 */
export function isEditable(start: Date, now: Date): boolean {
  return start.getTime() - now.getTime() > EDIT_CUTOFF_MINUTES * 60_000;
}

/** An appointment may move only when both its current and its new start are more than 15 minutes ahead. */
export function canMove(from: Date, to: Date, now: Date): boolean {
  return isEditable(from, now) && isEditable(to, now) && from.getTime() !== to.getTime();
}
