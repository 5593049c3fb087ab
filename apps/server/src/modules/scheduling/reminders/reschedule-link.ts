/**
 * The reschedule link of a reminder e-mail, or null while there is none (the e-mail then offers only the
 * cancel link).
 *
 * LEAD: wire to the clients helper's signed reschedule link (next to the cancel link in
 * `../cancel-links.ts`) at merge; until then every reminder goes without a Reschedule link.
 */
export type RescheduleLinkOf = (salon: { id: string; slug: string }, appointmentId: string) => string | null;

export const noRescheduleLink: RescheduleLinkOf = () => null;
