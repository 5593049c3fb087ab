import { BadRequestError } from '../../errors';
import { isAhead } from './mapping';
import { CANCEL_MESSAGES } from '@salon/api/booking/schemas';

/*
 * The one rule for how late a client may cancel or move a visit online (the e-mailed links and My
 * appointments). Today the platform-wide cutoff; the salon's own cancellation policy replaces it here.
 */

export interface ClientChangeContext {
  salonId: string;
  startsAt: Date;
  now: Date;
}

/** Whether the client may still cancel or move this visit online. */
export function clientMayChange(context: ClientChangeContext): boolean {
  return isAhead(context.startsAt, context.now);
}

/** Refuses a client's cancel or move past the salon's deadline. */
export function assertClientMayChange(context: ClientChangeContext): void {
  if (!clientMayChange(context)) throw new BadRequestError(CANCEL_MESSAGES.tooLate);
}
