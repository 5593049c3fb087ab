import type { CancelLinks } from '../appointments';

/**
 * The reschedule link of a reminder e-mail, or null while there is none (the e-mail then offers only the
 * cancel link).
 */
export type RescheduleLinkOf = (salon: { id: string; slug: string }, appointmentId: string) => string | null;

/** The signed reschedule link (CancelLinks of the appointments module, purpose `reschedule`). */
export const signedRescheduleLink =
  (links: CancelLinks): RescheduleLinkOf =>
  (salon, appointmentId) =>
    links.url(salon.slug, salon.id, appointmentId, 'reschedule');
