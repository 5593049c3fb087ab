import { CancelToken } from '@salon/api/booking/schemas';
import { CLAIM_MESSAGES } from '@salon/api/booking/visits';
import { ClaimVisitScreen, type ClaimVisitState } from '@salon/ui/screens/booking/ClaimVisitScreen';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../core';
import { useClaim } from './use-claim';

/**
 * `/salon/{salonName}/claim-appointment?token=…`: the confirmation's link of a guest booking made with a
 * customer's e-mail. Following it adds the visit to that customer's My appointments (no sign-in: the
 * link went to their address).
 */
export function ClaimAppointmentContainer({ token: tokenProp }: { token?: string }) {
  const [search] = useSearchParams();
  const { salonName = '' } = useParams<{ salonName: string }>();
  const token = tokenProp ?? search.get('token') ?? '';
  const valid = CancelToken.is(token);
  const claim = useClaim(token);
  const [state, setState] = useState<ClaimVisitState>(
    valid ? { status: 'loading' } : { status: 'error', message: CLAIM_MESSAGES.invalidLink },
  );
  const { trigger } = claim;
  useEffect(() => {
    if (!valid) return;
    let live = true;
    trigger().then(
      (result) =>
        live && setState({ status: 'claimed', message: result.message, code: result.data.appointmentId }),
      (error: unknown) => live && setState({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [trigger, valid]);
  return <ClaimVisitScreen state={state} myAppointmentsHref={`/salon/${salonName}/my-appointments`} />;
}
