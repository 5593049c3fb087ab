import type { BookingConfirmation, BookingDeposit } from '@salon/api/booking/schemas';
import { isApiError } from '@salon/api/errors';
import type { MoneyFormat } from '@salon/rules/money';
import type { CardAuthenticationModalProps } from '@salon/ui/modals/shop/CardAuthenticationModal';
import type { BookingDepositStepProps } from '@salon/ui/screens/site/BookingDepositStep';
import { localDateIn, priceLabel, timeLabel, zoneLabel } from '@salon/ui/screens/site/BookingScreen';
import { createElement, useCallback, useRef, useState } from 'react';
import { errorMessage } from '../core';
import { cardFormOf } from '../core/card-form/card-form-choice';
import { LazyStripeCardField } from '../core/card-form/LazyStripeCardField';
import type { StripeCard } from '../core/card-form/stripe-card';
import { OFFLINE_TEST_CARDS } from '../core/card-form/test-cards';
import { useConfirmDeposit, usePayDeposit } from './use-pay-deposit';

interface Held {
  salonId: string;
  idempotencyKey: string;
  deposit: BookingDeposit;
  timeZone: string;
}

/** 'h:mm AM (Zone time (EDT))' of an instant in the salon's zone. */
export function heldUntilLabel(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '00';
  return `${timeLabel(`${get('hour')}:${get('minute')}`)} (${zoneLabel(timeZone, localDateIn(timeZone, instant))})`;
}

/**
 * The booking modal's deposit step (issue 22): a booking answered with `deposit` is held; Pay sends the
 * card (offline: a test card's number; Stripe: a PaymentMethod of the Payment Element) with the booking's
 * idempotency key; `requires_action` runs 3-D Secure (Stripe's dialog, or the offline test dialog) and then
 * confirm-deposit. A declined card or an ended hold frees the time (the server releases it): the step
 * says so. `onPaid` gets the booking and the formatted deposit.
 */
export function useDepositStep(input: {
  money: MoneyFormat | undefined;
  onPaid: (booking: BookingConfirmation, depositPaid: string) => void;
  /** The time is free again: the page refreshes its times. */
  onReleased: () => void;
}) {
  const [held, setHeld] = useState<Held | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [released, setReleased] = useState(false);
  const [authenticating, setAuthenticating] = useState(false);
  const pay = usePayDeposit();
  const confirm = useConfirmDeposit();
  const stripeCard = useRef<StripeCard | null>(null);
  const setStripeCard = useCallback((card: StripeCard | null) => {
    stripeCard.current = card;
  }, []);

  const amount = held ? priceLabel(held.deposit.amount, input.money) : '';
  const cardForm = cardFormOf(held?.deposit.payment);

  const failed = (cause: unknown) => {
    setError(errorMessage(cause));
    // 402: declined (the server freed the time); 409: the hold ended; 404: no such hold any more.
    if (isApiError(cause) && [402, 404, 409].includes(cause.status)) {
      setReleased(true);
      input.onReleased();
    }
  };

  const settled = (result: { booking: BookingConfirmation }) => {
    setError(null);
    input.onPaid(result.booking, amount);
    setHeld(null);
  };

  const authenticate = async (approve: boolean) => {
    if (!held) return;
    try {
      const result = await confirm.trigger({
        salon: held.salonId,
        idempotencyKey: held.idempotencyKey,
        approve,
      });
      setAuthenticating(false);
      settled(result);
    } catch (cause) {
      setAuthenticating(false);
      failed(cause);
    }
  };

  const payWith = async (cardNumber: string) => {
    if (!held) return;
    setError(null);
    let paymentMethod = cardNumber;
    const card = stripeCard.current;
    if (cardForm.kind === 'stripe') {
      if (!card) return setError('The card form is still loading');
      const invalid = await card.submit();
      if (invalid) return setError(invalid);
      const method = await card.createPaymentMethod();
      if ('error' in method) return setError(method.error);
      paymentMethod = method.id;
    }
    try {
      const result = await pay.trigger({
        salon: held.salonId,
        idempotencyKey: held.idempotencyKey,
        paymentMethod,
      });
      if (result.status !== 'requires_action') return settled(result);
      if (cardForm.kind === 'stripe' && card && result.clientSecret) {
        const refused = await card.handleNextAction(result.clientSecret);
        return await authenticate(!refused);
      }
      setAuthenticating(true);
    } catch (cause) {
      failed(cause);
    }
  };

  const step: BookingDepositStepProps | null = held
    ? {
        mode: 'deposit',
        amount,
        policyText: held.deposit.policyText,
        heldUntil: held.deposit.dueUntil ? heldUntilLabel(held.deposit.dueUntil, held.timeZone) : null,
        testCards: cardForm.kind === 'offline' ? OFFLINE_TEST_CARDS : undefined,
        cardField:
          cardForm.kind === 'stripe'
            ? createElement(LazyStripeCardField, {
                publishableKey: cardForm.publishableKey,
                mode: 'payment',
                amount: Math.round(held.deposit.amount * 100),
                onReady: setStripeCard,
              })
            : undefined,
        paying: pay.isMutating || confirm.isMutating,
        error,
        released,
        onPay: (cardNumber) => void payWith(cardNumber),
      }
    : null;

  const authModal: CardAuthenticationModalProps = {
    open: authenticating,
    amount,
    submitting: confirm.isMutating,
    onApprove: () => void authenticate(true),
    onFail: () => void authenticate(false),
  };

  return {
    /** The booking answered with a deposit: the step shows. */
    hold: (salonId: string, idempotencyKey: string, deposit: BookingDeposit, timeZone: string) => {
      setHeld({ salonId, idempotencyKey, deposit, timeZone });
      setError(null);
      setReleased(false);
    },
    reset: () => {
      setHeld(null);
      setError(null);
      setReleased(false);
      setAuthenticating(false);
    },
    busy: pay.isMutating || confirm.isMutating,
    step,
    authModal,
  };
}
