import { ErrorText } from '@salon/ui/primitives/ErrorText';
import { TestModeBanner } from '@salon/ui/patterns/TestModeBanner';
import { useState, type ReactNode } from 'react';
import { SelectField } from '@salon/ui/forms/SelectField';
import { TextField } from '@salon/ui/forms/TextField';
import { Button } from '@salon/ui/primitives/Button';
import { Modal } from '@salon/ui/primitives/Modal';
import { Actions, Muted, Section } from '../OnboardingScreen/OnboardingScreen.styles';
import {
  formatCents,
  type OnboardingPackage,
  type OnboardingPromoCode,
} from '../OnboardingScreen/onboarding-values';

export interface PaymentStepProps {
  pkg: OnboardingPackage | null;
  promoCodes: OnboardingPromoCode[];
  promoCodeId: string | null;
  onPromoCodeChange: (id: string | null) => void;
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

/** Step 5, Payment: the plan, a promotion code's discount, the card. */
export function PaymentStep(props: PaymentStepProps) {
  const [cardError, setCardError] = useState<string | null>(null);
  const promo = props.promoCodes.find((code) => code.id === props.promoCodeId) ?? null;
  const price = props.pkg?.plan.amount ?? 0;
  const discount = promo ? Math.min(promo.amountOff, price) : 0;
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
      {props.pkg && (
        <dl>
          <dt>Plan</dt>
          <dd>
            {props.pkg.name} · {formatCents(price)} / {props.pkg.plan.interval}
          </dd>
          {promo && (
            <>
              <dt>Discount ({promo.code})</dt>
              <dd>-{formatCents(discount)}</dd>
            </>
          )}
          <dt>Total</dt>
          <dd>{formatCents(price - discount)}</dd>
        </dl>
      )}
      <SelectField<string>
        label="Promotion Code"
        id="onb-promo"
        options={props.promoCodes.map((code) => ({ value: code.id, label: code.code }))}
        value={props.promoCodeId}
        isClearable
        onChange={(value) => props.onPromoCodeChange(value)}
      />
      {props.cardField ?? (
        <TextField
          label="Card Number"
          id="onb-card"
          inputMode="numeric"
          autoComplete="cc-number"
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
          Pay {formatCents(price - discount)}
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
        <p>Your bank asks you to confirm this payment of {formatCents(price - discount)}.</p>
      </Modal>
    </Section>
  );
}
