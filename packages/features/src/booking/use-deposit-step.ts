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
import type { HeldBooking, HeldBookingQuery } from '@salon/api/booking/schemas';
import { forgetHold, keepHold } from './held-booking-storage';
import { useFindHeldBooking, useReleaseHold } from './use-held-booking';
import { useConfirmCard, useConfirmDeposit, usePayDeposit, useSaveCard } from './use-pay-deposit';

/** What the Thank You says of a held booking's payment. */
export type PaidView = Pick<BookingConfirmationView, 'depositPaid' | 'depositConfirming' | 'cardSaved'>;

/** What a held booking waits for: a deposit to pay, or a card to save (card on file). */
type Payment = { kind: 'deposit'; deposit: BookingDeposit } | { kind: 'card'; deposit: BookingCardSetup };
type Held = { salonId: string; idempotencyKey: string; timeZone: string } & Payment;

/** A payment link that names no hold (mangled in the mail, or from another server). */
export const LINK_NOT_VALID = 'This payment link is not valid. Please choose a time and book again.';

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
 * confirm-deposit. A declined card keeps the hold: the step says why with the card form ready again;
 * only an ended hold frees the time, and the step says so. Closing the step asks first and, confirmed,
 * releases the hold. The hold's salon and key are kept for the tab (a reload finds it again: `resume`,
 * as the e-mailed link's token does). `onPaid` gets the booking and what its Thank You says of the payment.
 */
export function useDepositStep(input: {
  money: MoneyFormat | undefined;
  /** `paid`: what the Thank You says of the payment (the formatted deposit, or a card saved). */
  onPaid: (booking: BookingConfirmation, paid: PaidView) => void;
  /** The time is free again: the page refreshes its times. */
  onReleased: () => void;
  /** The visitor left the step, its hold released: the page closes the dialog. */
  onLeft?: () => void;
}) {
  const [held, setHeld] = useState<Held | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [released, setReleased] = useState(false);
  /** The visitor asked to close the step: the question whether to free the time shows. */
  const [leaving, setLeaving] = useState(false);
  /** A hold found again had ended: the server's message, and the step says the time was released. */
  const [ended, setEnded] = useState<string | null>(null);
  const findHeld = useFindHeldBooking();
  const release = useReleaseHold();
  const findTrigger = findHeld.trigger;
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
    // 402: declined, the hold stays for another card; 409: the hold ended; 404: no such hold any more.
    if (isApiError(cause) && [404, 409].includes(cause.status)) {
      setReleased(true);
      if (held) forgetHold(held.salonId);
      input.onReleased();
    }
  };

  const settled = (result: { status: string; booking: BookingConfirmation }) => {
    setError(null);
    if (held) forgetHold(held.salonId);
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

  const holdOf = useCallback(
    (salonId: string, idempotencyKey: string, timeZone: string, payment: Payment) => {
      setHeld({ salonId, idempotencyKey, timeZone, ...payment });
      keepHold({ salon: salonId, idempotencyKey });
      setError(null);
      setReleased(false);
      setLeaving(false);
      setEnded(null);
    },
    [],
  );

  const reset = () => {
    setHeld(null);
    setError(null);
    setReleased(false);
    setAuthenticating(false);
    setLeaving(false);
    setEnded(null);
  };

  /** Leaving confirmed: the server frees the time (an ended hold's answer is the same for the page). */
  const leave = async () => {
    if (!held) return;
    try {
      await release.trigger({ salon: held.salonId, idempotencyKey: held.idempotencyKey });
    } catch (cause) {
      // Paid meanwhile (409): the step says so, and paying again answers its Thank You.
      if (isApiError(cause) && cause.status === 409) {
        setLeaving(false);
        setError(errorMessage(cause));
        return;
      }
      // Anything else: the hold ends at its time all the same.
    }
    forgetHold(held.salonId);
    reset();
    input.onReleased();
    input.onLeft?.();
  };

  /** A held booking found again (a reload by its kept key, the e-mailed link by its token). */
  const resume = useCallback(
    async (query: HeldBookingQuery, salonId: string) => {
      let found: HeldBooking;
      try {
        found = await findTrigger(query);
      } catch (cause) {
        // Only the server's word that the hold ended forgets it: a lost or aborted call (the page left)
        // keeps the way back for the next load.
        if (isApiError(cause) && [404, 409].includes(cause.status)) {
          forgetHold(salonId);
          setEnded(errorMessage(cause));
        } else if (query.token) setEnded(LINK_NOT_VALID);
        return;
      }
      const { booking } = found;
      if (booking.deposit) {
        holdOf(found.salon, found.idempotencyKey, booking.timeZone, {
          kind: 'deposit',
          deposit: booking.deposit,
        });
      } else if (booking.cardSetup) {
        holdOf(found.salon, found.idempotencyKey, booking.timeZone, {
          kind: 'card',
          deposit: booking.cardSetup,
        });
      }
    },
    [findTrigger, holdOf],
  );

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
        leaving: leaving && !released,
        releasing: release.isMutating,
        onKeepPaying: () => setLeaving(false),
        onLeave: () => void leave(),
      }
    : ended
      ? { amount: null, policyText: null, heldUntil: null, error: ended, released: true, onPay: () => {} }
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
    hold: (salonId: string, idempotencyKey: string, deposit: BookingDeposit, timeZone: string) =>
      holdOf(salonId, idempotencyKey, timeZone, { kind: 'deposit', deposit }),
    /** The booking answered with a card to save: the step shows in its `card` mode. */
    holdCard: (salonId: string, idempotencyKey: string, cardSetup: BookingCardSetup, timeZone: string) =>
      holdOf(salonId, idempotencyKey, timeZone, { kind: 'card', deposit: cardSetup }),
    resume,
    /** Whether closing now needs the visitor's word: a hold still to pay asks first (and says so). */
    askToLeave: () => {
      if (!held || released) return false;
      setLeaving(true);
      return true;
    },
    reset,
    busy: pay.isMutating || confirm.isMutating || release.isMutating,
    step,
    authModal,
  };
}
