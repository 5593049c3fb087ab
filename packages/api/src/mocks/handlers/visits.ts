import { tooLateMessage } from '../../booking-settings/schemas';
import * as booking from '../../booking/endpoints';
import {
  CLAIM_MESSAGES,
  RESCHEDULE_MESSAGES,
  type ClaimBody,
  type RescheduleBody,
  type VisitTab,
} from '../../booking/visits';
import { buildAvailableDay } from '../factories/booking';
import {
  buildPastVisits,
  buildUpcomingVisits,
  MOCK_CLAIM_TOKEN,
  rescheduleInfoOfToken,
} from '../factories/visits';
import { fail, mockEndpoint, mockFailure, mockPending, ok } from '../http';
import { pageOfRequest } from '../paging';

/** The slot ids of a day's fixture answer (the move lands on the slot picked). */
function slotOf(slotId: string, date: string) {
  for (const stylist of buildAvailableDay(date).stylists) {
    const slot = stylist.slots.find((item) => item._id === slotId);
    if (slot) return { slot, stylistId: stylist.stylistData._id };
  }
  return undefined;
}

/** Handlers of a client's own visits: My appointments, the reschedule page and the claim link. */
export function visitHandlers() {
  return [
    mockEndpoint(booking.getMyAppointments, ({ request }) => {
      const url = new URL(request.url);
      const when = (url.searchParams.get('when') ?? 'upcoming') as VisitTab;
      return ok(pageOfRequest(when === 'upcoming' ? buildUpcomingVisits() : buildPastVisits(), url, 5));
    }),
    mockEndpoint(booking.getRescheduleInfo, ({ request }) => {
      const info = rescheduleInfoOfToken(new URL(request.url).searchParams.get('token'));
      return info ? ok(info) : fail(404, RESCHEDULE_MESSAGES.invalidLink);
    }),
    mockEndpoint(booking.rescheduleByToken, async ({ request }) => {
      const body = (await request.json()) as RescheduleBody;
      const info = rescheduleInfoOfToken(body.token);
      if (!info) return fail(404, RESCHEDULE_MESSAGES.invalidLink);
      if (info.status === 'canceled') return fail(400, RESCHEDULE_MESSAGES.cancelled);
      if (!info.reschedulable) return fail(400, tooLateMessage(info.salonPhone, 'rescheduled'));
      // The fixture week's slots: any day of it holds the same slot ids per time.
      for (const date of ['2026-03-17', '2026-03-18', '2026-03-19', '2026-03-20', '2026-03-21']) {
        const found = slotOf(body.slotId, date);
        if (!found) continue;
        if (found.stylistId !== info.stylistId) return fail(400, RESCHEDULE_MESSAGES.otherStylist);
        return ok(
          {
            ...info,
            dateAsAString: date,
            timeAsAString: found.slot.timeAsAString,
            timeAsADate: found.slot.timeAsADate,
            endAsADate: new Date(
              new Date(found.slot.timeAsADate).getTime() + info.durationMinutes * 60_000,
            ).toISOString(),
          },
          RESCHEDULE_MESSAGES.moved,
        );
      }
      return fail(404, 'This time slot does not exist');
    }),
    mockEndpoint(booking.claimAppointment, async ({ request }) => {
      const body = (await request.json()) as ClaimBody;
      if (body.token !== MOCK_CLAIM_TOKEN) return fail(404, CLAIM_MESSAGES.invalidLink);
      const [visit] = buildUpcomingVisits().slice(1);
      return ok(
        { _id: visit!._id, appointmentId: visit!.appointmentId, salonSlug: 'demo-salon' },
        CLAIM_MESSAGES.claimed,
      );
    }),
  ];
}

export const visitFailures = {
  listLoading: mockPending(booking.getMyAppointments),
  listEmpty: mockEndpoint(booking.getMyAppointments, ({ request }) =>
    ok(pageOfRequest([], new URL(request.url), 5)),
  ),
  listError: mockFailure(booking.getMyAppointments, 500, 'Something went wrong.'),
  infoLoading: mockPending(booking.getRescheduleInfo),
  taken: mockFailure(
    booking.rescheduleByToken,
    409,
    'This time slot has just been booked, please choose another one',
  ),
  movePending: mockPending(booking.rescheduleByToken),
};
