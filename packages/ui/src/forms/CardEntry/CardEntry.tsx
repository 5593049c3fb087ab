import { Form } from '@salon/ui/forms/Form';
import { TextField } from '@salon/ui/forms/TextField';
import { useState, type ReactNode } from 'react';
import { formatCardNumber, testCardsHint } from './card-number';

export interface CardNumberFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** Offline test mode: which test cards to type. */
  hint?: string;
  disabled?: boolean;
}

/** The offline card-number field (test cards only; with Stripe, its Payment Element takes its place). */
export function CardNumberField({ id, value, onChange, error, hint, disabled }: CardNumberFieldProps) {
  return (
    <TextField
      label="Card Number"
      id={id}
      inputMode="numeric"
      autoComplete="cc-number"
      value={value}
      error={error ?? undefined}
      hint={hint}
      disabled={disabled}
      onChange={onChange}
    />
  );
}

export interface CardEntryProps {
  /** The offline field's id. */
  fieldId: string;
  /** The form's id. */
  formId?: string;
  /** The card processor's own field (Stripe's Payment Element) in place of the card number. */
  cardField?: ReactNode;
  /** The card's or the server's message: under the field, or under the card processor's field. */
  error?: string | null;
  /** Offline test mode: the test cards the hint lists. */
  testCards?: readonly string[];
  paying?: boolean;
  /** The card number's digits, or '' when `cardField` holds the card. */
  onPay: (cardNumber: string) => void;
  /** The submit button (and anything beside it). */
  children: ReactNode;
}

/**
 * A card payment form: the card (the offline card-number field grouping digits in fours, or the card
 * processor's field) and the caller's submit button. An empty number is refused with the field's
 * message; with `cardField`, Pay goes straight to `onPay('')`.
 */
export function CardEntry({
  fieldId,
  formId,
  cardField,
  error,
  testCards,
  paying = false,
  onPay,
  children,
}: CardEntryProps) {
  const [card, setCard] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <Form
      id={formId}
      onSubmit={(event) => {
        event.preventDefault();
        if (cardField) return onPay('');
        const digits = card.replace(/\D/g, '');
        setMissing(digits.length === 0);
        if (digits) onPay(digits);
      }}
    >
      {cardField ? (
        <>
          {cardField}
          {error && <p role="alert">{error}</p>}
        </>
      ) : (
        <CardNumberField
          id={fieldId}
          value={card}
          error={missing ? 'Please enter your card number' : error}
          hint={testCardsHint(testCards)}
          disabled={paying}
          onChange={(value) => setCard(formatCardNumber(value))}
        />
      )}
      {children}
    </Form>
  );
}
