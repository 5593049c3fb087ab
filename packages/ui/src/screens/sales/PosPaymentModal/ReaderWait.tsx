import { Button } from '@salon/ui/primitives/Button';
import { Reader, ReaderCards } from './PosPaymentModal.styles';

/**
 * The card reader waiting for the card. Offline the reader is simulated on the screen: the desk taps one
 * of Stripe's test cards on it, and the server decides what that card does (the first pays, the second is
 * declined), as a real reader's bank would.
 */
export function ReaderWait({
  testCards,
  onCard,
}: {
  testCards?: readonly string[];
  onCard?: (card: string) => void;
}) {
  return (
    <Reader aria-labelledby="card-reader-title">
      <h3 id="card-reader-title">Card reader</h3>
      <p role="status">Present the card on the reader.</p>
      {testCards && testCards.length > 0 && onCard && (
        <>
          <p>Test reader: tap a test card on it.</p>
          <ReaderCards>
            {testCards.map((card) => (
              <Button key={card} size="sm" variant="secondary" onClick={() => onCard(card)}>
                Tap card •••• {card.replace(/\D/g, '').slice(-4)}
              </Button>
            ))}
          </ReaderCards>
        </>
      )}
    </Reader>
  );
}
