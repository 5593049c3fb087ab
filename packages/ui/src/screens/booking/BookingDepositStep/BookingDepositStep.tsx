import { CardEntry } from '@salon/ui/forms/CardEntry';
import { Button } from '@salon/ui/primitives/Button';
import type { ReactNode } from 'react';
import { Choices, Facts, Fact, Leaving, Policy, Released, Root } from './BookingDepositStep.styles';

/**
 * `deposit`: the booking is held until the deposit is paid. `card`: the booking is held until a card is
 * saved for the salon's no-show policy; nothing is charged now.
 */
export type BookingDepositMode = 'deposit' | 'card';

export interface BookingDepositStepProps {
  mode?: BookingDepositMode;
  /** Formatted in the salon's currency: '$20.00'. In `card` mode, the salon's no-show fee, if any. */
  amount: string | null;
  /** The salon's payment policy text, shown before the client pays. */
  policyText: string | null;
  /** When the hold ends, in the salon's zone: '10:40 AM New York time (EDT)'. */
  heldUntil: string | null;
  /** Offline test mode: the test cards the hint lists. */
  testCards?: readonly string[];
  /** Stripe's Payment Element; absent: the offline card-number field. */
  cardField?: ReactNode;
  paying?: boolean;
  /**
   * The bank's step runs in the card processor's own frame over the page (Stripe's 3-D Secure): the
   * modal around this step must let it be on top (BookingModal: Modal's `underOverlay`).
   */
  bankStepOpen?: boolean;
  /** The card's or the server's message. */
  error?: string | null;
  /** The hold ended (its time passed, or it was released): the time is free again, book again. */
  released?: boolean;
  /**
   * The visitor asked to close the step: whether to leave without paying (the time is freed) or keep
   * paying. The held time is `heldUntil`.
   */
  leaving?: boolean;
  /** The release is on its way to the server. */
  releasing?: boolean;
  onKeepPaying?: () => void;
  onLeave?: () => void;
  /** The card number typed (offline), or '' when `cardField` holds the card. */
  onPay: (cardNumber: string) => void;
  /** After a release: back to the times. */
  onChooseAnotherTime?: () => void;
}

/** The booking modal's payment step: what is held, the salon's policy, and the card. */
export function BookingDepositStep({
  mode = 'deposit',
  amount,
  policyText,
  heldUntil,
  testCards,
  cardField,
  paying = false,
  error,
  released = false,
  leaving = false,
  releasing = false,
  onPay,
  onChooseAnotherTime,
  onKeepPaying,
  onLeave,
}: BookingDepositStepProps) {
  const cardMode = mode === 'card';

  if (leaving) {
    return (
      <Root>
        <Leaving role="alertdialog" aria-labelledby="booking-deposit-leave-title">
          <p id="booking-deposit-leave-title">
            <strong>Leave without paying?</strong>
          </p>
          <p>
            {heldUntil ? `Your time is held until ${heldUntil}; ` : 'Your time is held for you; '}
            leaving frees it{cardMode ? '' : ' and nothing is charged'}.
          </p>
          <Choices>
            <Button id="booking-deposit-keep" onClick={onKeepPaying} disabled={releasing}>
              {cardMode ? 'Keep saving my card' : 'Keep paying'}
            </Button>
            <Button variant="secondary" onClick={onLeave} loading={releasing}>
              Free the time
            </Button>
          </Choices>
        </Leaving>
      </Root>
    );
  }

  if (released) {
    return (
      <Root>
        <Released role="alert">
          <p>{error ?? 'The time held for your payment has ended.'}</p>
          <p>Your time was released and nothing was charged. Please choose a time and book again.</p>
        </Released>
        {onChooseAnotherTime && (
          <Button id="booking-deposit-again" onClick={onChooseAnotherTime}>
            Choose another time
          </Button>
        )}
      </Root>
    );
  }

  return (
    <Root>
      <Facts aria-label={cardMode ? 'Card on file' : 'Deposit'}>
        {cardMode ? (
          <Fact>
            <dt>Card on file</dt>
            <dd>
              Your card is saved for the salon&apos;s no-show policy; nothing is charged now.
              {amount ? ` A no-show may be charged ${amount}.` : ''}
            </dd>
          </Fact>
        ) : (
          <Fact>
            <dt>Deposit</dt>
            <dd>{amount}</dd>
          </Fact>
        )}
        {heldUntil && (
          <Fact>
            <dt>Held until</dt>
            <dd>{heldUntil}</dd>
          </Fact>
        )}
      </Facts>
      {policyText && <Policy aria-label="The salon's payment policy">{policyText}</Policy>}
      <CardEntry
        formId="booking-deposit-form"
        fieldId="booking-card-number"
        cardField={cardField}
        error={error}
        testCards={testCards}
        paying={paying}
        onPay={onPay}
      >
        <Button type="submit" loading={paying}>
          {cardMode ? 'Save card' : `Pay ${amount ?? ''}`.trim()}
        </Button>
      </CardEntry>
    </Root>
  );
}
