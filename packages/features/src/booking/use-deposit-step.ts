import type { BookingCardSetup, BookingConfirmation, BookingDeposit } from '@salon/api/booking/schemas';
import { isApiError } from '@salon/api/errors';
import { majorToMinor, type MoneyFormat } from '@salon/rules/money';
import type { BookingConfirmationView } from '@salon/ui/screens/booking/BookingModal';
import type { CardAuthenticationModalProps } from '@salon/ui/screens/shop/CardAuthenticationModal';
import type { BookingDepositStepProps } from '@salon/ui/screens/booking/BookingDepositStep';
import { localDateIn, priceLabel, timeLabel, zoneLabel } from '@salon/ui/screens/booking/BookingScreen';
import { createElement, useCallback, useRef, useState } from 'react';
import { errorMessage } from '../core';
import { cardFormOf } from '../core/card-form/card-form-choice';
import { LazyStripeCardField } from '../core/card-form/LazyStripeCardField';
import type { StripeCard } from '../core/card-form/stripe-card';
import { OFFLINE_TEST_CARDS } from '../core/card-form/test-cards';
import { useConfirmCard, useConfirmDeposit, usePayDeposit, useSaveCard } from './use-pay-deposit';

/** What the Thank You says of a held booking's payment. */
export type PaidView = Pick<BookingConfirmationView, 'depositPaid' | 'depositConfirming' | 'cardSaved'>;

/** A held booking: a deposit to pay, or a card to save (card on file). */
type Held = { salonId: string; idempotencyKey: string; timeZone: string } & (
  { kind: 'deposit'; deposit: BookingDeposit } | { kind: 'card'; deposit: BookingCardSetup }
);

/** 'h:mm AM Zone time (EDT)' of an instant in the salon's zone. */
export function heldUntilLabel(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '00';
  return `${timeLabel(`${get('hour')}:${get('minute')}`)} ${zoneLabel(timeZone, localDateIn(timeZone, instant))}`;
}

/**
 * The booking modal's deposit step: a booking answered with `deposit` (or `cardSetup`: the
 * step's `card` mode, Save card calls save-card and confirm-card instead) is held; Pay sends the card (offline: a test card's number; Stripe: a PaymentMethod of the Payment Element) with the booking's
 * idempotency key; `requires_action` runs 3-D Secure (Stripe's dialog, or the offline test dialog) and then
 * confirm-deposit. A declined card or an ended hold frees the time (the server releases it): the step
 * says so. `onPaid` gets the booking and what its Thank You says of the payment.
 */
export function useDepositStep(input: {
  money: MoneyFormat | undefined;
  /** `paid`: what the Thank You says of the payment (the formatted deposit, or a card saved). */
  onPaid: (booking: BookingConfirmation, paid: PaidView) => void;
  /** The time is free again: the page refreshes its times. */
  onReleased: () => void;
}) {
  const [held, setHeld] = useState<Held | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [released, setReleased] = useState(false);
  const [authenticating, setAuthenticating] = useState(false);
  /** Stripe's 3-D Secure frame is over the page. */
  const [bankStepOpen, setBankStepOpen] = useState(false);
  const payDeposit = usePayDeposit();
  const confirmDeposit = useConfirmDeposit();
  const saveCard = useSaveCard();
  const confirmCard = useConfirmCard();
  const cardMode = held?.kind === 'card';
  const pay = cardMode ? saveCard : payDeposit;
  const confirm = cardMode ? confirmCard : confirmDeposit;
  const stripeCard = useRef<StripeCard | null>(null);
  const setStripeCard = useCallback((card: StripeCard | null) => {
    stripeCard.current = card;
  }, []);

  const amount = !held
    ? ''
    : held.kind === 'deposit'
      ? priceLabel(held.deposit.amount, input.money)
      : held.deposit.noShowFee
        ? priceLabel(held.deposit.noShowFee, input.money)
        : '';
  const cardForm = cardFormOf(held?.deposit.payment);

  const failed = (cause: unknown) => {
    setError(errorMessage(cause));
    // 402: declined (the server freed the time); 409: the hold ended; 404: no such hold any more.
    if (isApiError(cause) && [402, 404, 409].includes(cause.status)) {
      setReleased(true);
      input.onReleased();
    }
  };

  const settled = (result: { status: string; booking: BookingConfirmation }) => {
    setError(null);
    input.onPaid(
      result.booking,
      cardMode
        ? { cardSaved: true }
        : // With Stripe the money is confirmed by its webhook: until then the Thank You says so.
          { depositPaid: amount, depositConfirming: result.status === 'processing' },
    );
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
        setBankStepOpen(true);
        const refused = await card
          .handleNextAction(result.clientSecret)
          .finally(() => setBankStepOpen(false));
        return await authenticate(!refused);
      }
      setAuthenticating(true);
    } catch (cause) {
      failed(cause);
    }
  };

  const step: BookingDepositStepProps | null = held
    ? {
        mode: held.kind,
        amount: amount || null,
        policyText: held.deposit.policyText,
        heldUntil: held.deposit.dueUntil ? heldUntilLabel(held.deposit.dueUntil, held.timeZone) : null,
        testCards: cardForm.kind === 'offline' ? OFFLINE_TEST_CARDS : undefined,
        cardField:
          cardForm.kind === 'stripe'
            ? createElement(LazyStripeCardField, {
                publishableKey: cardForm.publishableKey,
                mode: held.kind === 'card' ? 'setup' : 'payment',
                amount:
                  held.kind === 'deposit' ? majorToMinor(held.deposit.amount, held.deposit.currency) : 0,
                currency: 'currency' in held.deposit ? held.deposit.currency : input.money?.currency,
                ...(held.deposit.payment.onBehalfOf ? { onBehalfOf: held.deposit.payment.onBehalfOf } : {}),
                onReady: setStripeCard,
              })
            : undefined,
        paying: pay.isMutating || confirm.isMutating || bankStepOpen,
        bankStepOpen,
        error,
        released,
        onPay: (cardNumber) => void payWith(cardNumber),
      }
    : null;

  const authModal: CardAuthenticationModalProps = {
    open: authenticating,
    amount,
    saving: cardMode,
    submitting: confirm.isMutating,
    onApprove: () => void authenticate(true),
    onFail: () => void authenticate(false),
  };

  return {
    /** The booking answered with a deposit: the step shows. */
    hold: (salonId: string, idempotencyKey: string, deposit: BookingDeposit, timeZone: string) => {
      setHeld({ kind: 'deposit', salonId, idempotencyKey, deposit, timeZone });
      setError(null);
      setReleased(false);
    },
    /** The booking answered with a card to save: the step shows in its `card` mode. */
    holdCard: (salonId: string, idempotencyKey: string, cardSetup: BookingCardSetup, timeZone: string) => {
      setHeld({ kind: 'card', salonId, idempotencyKey, deposit: cardSetup, timeZone });
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
