import { CardEntry } from '@salon/ui/forms/CardEntry';
import { Button } from '@salon/ui/primitives/Button';
import type { ReactNode } from 'react';
import { Facts, Fact, Policy, Released, Root } from './BookingDepositStep.styles';

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
  /** The hold ended (a declined card or an expired hold): the time is free again, book again. */
  released?: boolean;
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
  onPay,
  onChooseAnotherTime,
}: BookingDepositStepProps) {
  const cardMode = mode === 'card';

  if (released) {
    return (
      <Root>
        <Released role="alert">
          <p>{error ?? 'The payment did not go through.'}</p>
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
