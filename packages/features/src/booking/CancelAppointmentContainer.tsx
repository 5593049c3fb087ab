import { CANCEL_MESSAGES, CancelToken, type CancelInfo } from '@salon/api/booking/schemas';
import { policySentence, tooLateMessage } from '@salon/api/booking-settings/schemas';
import { isApiError } from '@salon/api/errors';
import {
  CancelAppointmentScreen,
  type CancelAppointmentState,
} from '@salon/ui/screens/booking/CancelAppointmentScreen';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../core';
import { useCancelAppointment } from './use-cancel-appointment';
import { useCancelInfo } from './use-cancel-info';

export interface CancelAppointmentContainerProps {
  /** Defaults to the route's `?token=`. */
  token?: string;
  /** Where 'book again' goes; defaults to the route salon's booking page. */
  bookHref?: string;
}

/** `/salon/{salonName}/cancel-appointment?token=…`: the page of a confirmation e-mail's cancel link. */
export function CancelAppointmentContainer({ token: tokenProp, bookHref }: CancelAppointmentContainerProps) {
  const [search] = useSearchParams();
  const { salonName = '' } = useParams<{ salonName: string }>();
  const token = tokenProp ?? search.get('token') ?? '';
  const valid = CancelToken.is(token);
  const info = useCancelInfo(valid ? token : null);
  const cancel = useCancelAppointment(token);
  const [outcome, setOutcome] = useState<{ info: CancelInfo | null; message: string } | null>(null);

  const onCancel = async () => {
    try {
      const result = await cancel.trigger();
      setOutcome({ info: result.data, message: result.message });
      void info.mutate(result.data, { revalidate: false });
    } catch (error) {
      setOutcome({ info: null, message: errorMessage(error) });
      // Too late now (or cancelled elsewhere): show the booking as the server now sees it.
      if (isApiError(error) && error.status === 400) void info.mutate();
    }
  };

  const current = outcome?.info ?? info.data;
  let state: CancelAppointmentState;
  if (!valid) state = { status: 'invalid', message: CANCEL_MESSAGES.invalidLink };
  else if (current) {
    state = {
      status: 'ready',
      booking: {
        appointmentId: current.appointmentId,
        salonName: current.salonName,
        serviceTitle: [current.mainService, current.subService].filter(Boolean).join(' · ') || null,
        stylistName: current.stylistName,
        date: current.dateAsAString,
        time: current.timeAsAString,
        timeZone: current.timeZone,
        cancelled: current.status === 'canceled',
        cancellable: current.cancellable,
        changePolicy: current.lateCancelFee
          ? `${policySentence(current.cutoffMinutes)} ${lateFeeSentence(current.lateCancelFee)}`
          : policySentence(current.cutoffMinutes),
        tooLate: tooLateMessage(current.salonPhone),
      },
      message: outcome?.message ?? null,
    };
  } else if (info.error) {
    state =
      isApiError(info.error) && (info.error.status === 404 || info.error.status === 400)
        ? { status: 'invalid', message: CANCEL_MESSAGES.invalidLink }
        : { status: 'error', message: errorMessage(info.error) };
  } else state = { status: 'loading' };

  return (
    <CancelAppointmentScreen
      state={state}
      onCancel={() => void onCancel()}
      cancelling={cancel.isMutating}
      bookHref={bookHref ?? `/salon/${current?.salonSlug ?? salonName}/book-appointment`}
    />
  );
}

/**
 * Inside the window, a salon with a late-cancellation fee takes the cancel and charges the card
 * on file: the page says so before the client cancels.
 */
function lateFeeSentence(fee: number): string {
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(fee);
  return `Cancelling now charges the salon's late-cancellation fee of ${amount} to your card on file.`;
}
