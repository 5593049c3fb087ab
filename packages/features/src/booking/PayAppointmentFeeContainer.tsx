import { CancelToken } from '@salon/api/booking/schemas';
import { FEE_PAYMENT_MESSAGES, type FeePayment } from '@salon/api/booking/fee-payments';
import { isApiError } from '@salon/api/errors';
import { CardAuthenticationModal } from '@salon/ui/screens/shop/CardAuthenticationModal';
import {
  PayAppointmentFeeScreen,
  type FeePhase,
  type PayAppointmentFeeState,
} from '@salon/ui/screens/booking/PayAppointmentFeeScreen';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { errorMessage, useSiteMoney } from '../core';
import { authenticateCardOnFile } from '../core/card-form/stripe-card';
import { feePhaseOf, feeVisitOf, PHASE_MESSAGES } from './fee-view';
import { useFeePayment, usePayAppointmentFee } from './use-fee-payment';

export interface PayAppointmentFeeContainerProps {
  /** Defaults to the route's `?token=`. */
  token?: string;
}

/**
 * `/salon/{salonName}/pay-appointment-fee?token=…`: a no-show or late-cancellation fee the
 * client's bank wants them to confirm. Stripe: Pay runs the bank's step with the intent's client secret,
 * then the server asks Stripe where the payment stands; offline: the test 3-D Secure dialog answers.
 */
export function PayAppointmentFeeContainer({ token: tokenProp }: PayAppointmentFeeContainerProps) {
  const [search] = useSearchParams();
  const { salonName = '' } = useParams<{ salonName: string }>();
  const token = tokenProp ?? search.get('token') ?? '';
  const valid = CancelToken.is(token);
  const payment = useFeePayment(valid ? token : null);
  const pay = usePayAppointmentFee(token);
  const money = useSiteMoney(salonName);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [bankStep, setBankStep] = useState(false);
  const [outcome, setOutcome] = useState<{ phase: FeePhase; message: string } | null>(null);

  const settle = async (approve: boolean | undefined) => {
    try {
      const result = await pay.trigger(approve);
      const phase = feePhaseOf(result.data);
      setOutcome({ phase, message: phase === 'paid' ? result.message : FEE_PAYMENT_MESSAGES.declined });
      void payment.mutate(result.data, { revalidate: false });
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setOutcome({ phase: 'nothingDue', message: FEE_PAYMENT_MESSAGES.nothingDue });
      } else setOutcome({ phase: 'declined', message: errorMessage(error) });
      void payment.mutate();
    }
  };

  const onPay = async (current: FeePayment) => {
    if (current.provider === 'offline') return setDialogOpen(true);
    if (current.clientSecret && current.publishableKey) {
      setBankStep(true);
      // Stripe's own answer (completed or failed) is asked again by the server: it settles once.
      await authenticateCardOnFile(current.publishableKey, current.clientSecret);
      setBankStep(false);
    }
    await settle(undefined);
  };

  const answer = async (approve: boolean) => {
    await settle(approve);
    setDialogOpen(false);
  };

  const current = payment.data;
  let state: PayAppointmentFeeState;
  if (!valid) state = { status: 'invalid', message: FEE_PAYMENT_MESSAGES.invalidLink };
  else if (current) {
    const phase: FeePhase =
      bankStep || dialogOpen ? 'authenticating' : (outcome?.phase ?? feePhaseOf(current));
    state = {
      status: 'ready',
      visit: feeVisitOf(current, money),
      phase,
      message: outcome?.message ?? PHASE_MESSAGES[phase],
    };
  } else if (payment.error) {
    state =
      isApiError(payment.error) && (payment.error.status === 404 || payment.error.status === 400)
        ? { status: 'invalid', message: FEE_PAYMENT_MESSAGES.invalidLink }
        : { status: 'error', message: errorMessage(payment.error) };
  } else state = { status: 'loading' };

  return (
    <>
      <PayAppointmentFeeScreen
        state={state}
        onPay={() => current && void onPay(current)}
        paying={pay.isMutating}
        salonHref={`/salon/${current?.salonSlug ?? salonName}`}
      />
      <CardAuthenticationModal
        open={dialogOpen}
        amount={state.status === 'ready' ? state.visit.amount : ''}
        submitting={pay.isMutating}
        onApprove={() => void answer(true)}
        onFail={() => void answer(false)}
      />
    </>
  );
}
