import { ErrorText } from '@salon/ui/primitives/ErrorText';
import { TestModeBanner } from '@salon/ui/patterns/TestModeBanner';
import { useState, type ReactNode } from 'react';
import { CardNumberField } from '@salon/ui/forms/CardEntry';
import { TextField } from '@salon/ui/forms/TextField';
import { Button } from '@salon/ui/primitives/Button';
import { Modal } from '@salon/ui/primitives/Modal';
import { Actions, Muted, PromoRow, Section } from '../OnboardingScreen/OnboardingScreen.styles';
import {
  formatCents,
  type OnboardingPackage,
  type OnboardingPromoState,
} from '../OnboardingScreen/onboarding-values';
import { PaymentSummary } from '../PaymentSummary';

export interface PaymentStepProps {
  pkg: OnboardingPackage | null;
  /** The promotion code as typed (free text: codes are never listed). */
  promoCode: string;
  onPromoCodeChange: (code: string) => void;
  /** The code as the server priced it: applied with its discount, being checked, or refused. */
  promo: OnboardingPromoState;
  onApplyPromo: (code: string) => void;
  onRemovePromo: () => void;
  card: string;
  onCardChange: (card: string) => void;
  onPay: () => void;
  onPrevious: () => void;
  paying?: boolean;
  /** The declined payment's message. */
  error?: string | null;
  /** The card asks for authentication (status requires_action). */
  requiresAction?: boolean;
  onAuthenticate: (authenticated: boolean) => void;
  /** The card processor's own field (Stripe's Payment Element) in place of the test-card number. */
  cardField?: ReactNode;
  /** The server takes test cards only (PAYMENTS=offline): the step says no real card is charged. */
  testMode?: boolean;
}

/** Step 5, Payment: the summary (plan, period, price, discount, total), a typed promotion code, the card. */
export function PaymentStep(props: PaymentStepProps) {
  const [cardError, setCardError] = useState<string | null>(null);
  const [promoError, setPromoError] = useState<string | null>(null);
  const price = props.pkg?.plan.amount ?? 0;
  const quote =
    props.promo.status === 'applied' && props.promo.quote.planId === props.pkg?.plan.id
      ? props.promo.quote
      : null;
  const total = quote?.total ?? price;
  const apply = () => {
    const code = props.promoCode.trim();
    if (!code) {
      setPromoError('Please enter promotional code');
      return;
    }
    props.onApplyPromo(code);
  };
  const pay = () => {
    if (!props.cardField && !props.card.trim()) {
      setCardError('Please enter card number');
      return;
    }
    props.onPay();
  };
  return (
    <Section aria-label="Payment">
      {props.testMode && <TestModeBanner />}
      {props.pkg && <PaymentSummary pkg={props.pkg} quote={quote} />}
      <PromoRow>
        <TextField
          label="Promotion Code"
          id="onb-promo"
          autoComplete="off"
          value={props.promoCode}
          maxLength={10}
          error={promoError ?? (props.promo.status === 'invalid' ? props.promo.message : undefined)}
          hint={quote ? `${quote.code} applied: ${formatCents(quote.discount)} off` : undefined}
          onChange={(value) => {
            setPromoError(null);
            props.onPromoCodeChange(value.toUpperCase());
          }}
        />
        {quote ? (
          <Button variant="secondary" onClick={props.onRemovePromo} disabled={props.paying}>
            Remove
          </Button>
        ) : (
          <Button
            variant="secondary"
            onClick={apply}
            loading={props.promo.status === 'checking'}
            disabled={props.paying}
          >
            Apply
          </Button>
        )}
      </PromoRow>
      {props.cardField ?? (
        <CardNumberField
          id="onb-card"
          value={props.card}
          error={cardError}
          hint="Test cards: 4242 4242 4242 4242, 4000 0025 0000 3155 (authentication), 4000 0000 0000 0002 (declined)"
          onChange={(value) => {
            setCardError(null);
            props.onCardChange(value);
          }}
        />
      )}
      {props.error && <ErrorText role="alert">{props.error}</ErrorText>}
      <Muted>Your salon is created once the payment succeeds.</Muted>
      <Actions>
        <Button variant="secondary" onClick={props.onPrevious} disabled={props.paying}>
          Previous
        </Button>
        <Button onClick={pay} loading={props.paying}>
          Pay {formatCents(total)}
        </Button>
      </Actions>
      <Modal
        open={props.requiresAction ?? false}
        onClose={() => props.onAuthenticate(false)}
        title="Authenticate your payment"
        dismissible={!props.paying}
        footer={
          <>
            <Button variant="secondary" onClick={() => props.onAuthenticate(false)} disabled={props.paying}>
              Fail authentication
            </Button>
            <Button onClick={() => props.onAuthenticate(true)} loading={props.paying}>
              Complete authentication
            </Button>
          </>
        }
      >
        <p>Your bank asks you to confirm this payment of {formatCents(total)}.</p>
      </Modal>
    </Section>
  );
}
