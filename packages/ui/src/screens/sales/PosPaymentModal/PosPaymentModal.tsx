import { CardNumberField, formatCardNumber, testCardsHint } from '@salon/ui/forms/CardEntry';
import { FormField } from '@salon/ui/patterns/FormField';
import { Button } from '@salon/ui/primitives/Button';
import { ErrorText } from '@salon/ui/primitives/ErrorText';
import { Modal } from '@salon/ui/primitives/Modal';
import { TextInput } from '@salon/ui/primitives/TextInput';
import { minorToText } from '@salon/rules/money';
import { useId, useState, type ReactNode } from 'react';
import { METHOD_LABELS, moneyIn, type SalePaymentRequest, type SaleView } from '../sale-model';
import {
  changeOf,
  paymentFromForm,
  type PaymentErrors,
  type PaymentForm,
  type PaymentMethodChoice,
} from './payment-form';
import {
  Body,
  Change,
  Due,
  Facts,
  Footer,
  Method,
  MethodOptions,
  Methods,
  Paid,
  Soon,
} from './PosPaymentModal.styles';
import { ReaderWait } from './ReaderWait';

/** Where the last payment stands: none yet, under way, declined by the bank, refused, or taken. */
export type PaymentAttempt =
  | { status: 'idle' }
  | { status: 'paying' }
  /** The card reader waits for the card (the simulated reader: a test card tapped on the screen). */
  | { status: 'reader' }
  | { status: 'declined'; reason: string }
  | { status: 'error'; message: string };

export interface PosPaymentModalProps {
  open: boolean;
  /** The sale as it stands (its due and payments so far); paid in full, the modal shows `receipt`. */
  sale: SaleView | null;
  locale: string;
  attempt: PaymentAttempt;
  /** Offline test mode: the test cards the hint lists (and the simulated reader is shown). */
  testCards?: readonly string[];
  /** The desk has a card reader it can take a card on (offline: the simulated one). */
  reader?: boolean;
  /** The simulated reader was shown `card` (a test card number). */
  onReaderCard?: (card: string) => void;
  /** The receipt of the paid sale (ReceiptView). */
  receipt?: ReactNode;
  onPay: (payment: SalePaymentRequest) => void;
  onClose: () => void;
}

const FORM_ID = 'pos-payment-form';

/**
 * Pay at the desk (catalogue pos-payment): by card (the offline test cards; a declined card shows the
 * bank's reason and nothing is charged), in cash (what was handed over and the change), or another way
 * with a note. Any amount up to what is due may be paid, the rest then another way (a split); once paid
 * in full it shows the receipt. On the card reader the reader takes the card (offline, a test card
 * tapped on the simulated reader) and the server confirms it. Gift cards are shown but not offered yet.
 */
export function PosPaymentModal({
  open,
  sale,
  locale,
  attempt,
  testCards,
  reader = false,
  onReaderCard,
  receipt,
  onPay,
  onClose,
}: PosPaymentModalProps) {
  const paid = sale?.status === 'paid';
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={paid ? 'Paid' : 'Take payment'}
      size="md"
      // While the reader waits the desk may step away from it; a payment under way cannot be left.
      dismissible={attempt.status !== 'paying'}
      footer={
        paid ? (
          <Footer>
            <Button onClick={onClose}>Done</Button>
          </Footer>
        ) : (
          <Footer>
            <Button variant="secondary" disabled={attempt.status === 'paying'} onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              form={FORM_ID}
              loading={attempt.status === 'paying'}
              disabled={attempt.status === 'reader'}
            >
              Take payment
            </Button>
          </Footer>
        )
      }
    >
      {sale &&
        (paid ? (
          <Body>
            <Paid role="status">Paid in full. Receipt {sale.receipt ? `#${sale.receipt.number}` : ''}</Paid>
            {receipt}
          </Body>
        ) : (
          <PaymentFormBody
            sale={sale}
            locale={locale}
            attempt={attempt}
            testCards={testCards}
            reader={reader}
            onPay={onPay}
          />
        ))}
      {sale && !paid && attempt.status === 'reader' && (
        <ReaderWait testCards={testCards} {...(onReaderCard ? { onCard: onReaderCard } : {})} />
      )}
    </Modal>
  );
}

function PaymentFormBody({
  sale,
  locale,
  attempt,
  testCards,
  reader,
  onPay,
}: {
  sale: SaleView;
  locale: string;
  attempt: PaymentAttempt;
  testCards?: readonly string[];
  reader: boolean;
  onPay: (payment: SalePaymentRequest) => void;
}) {
  const id = useId();
  const money = moneyIn({ currency: sale.currency, locale });
  const dueText = minorToText(sale.dueMinor, sale.currency);
  const [form, setForm] = useState<PaymentForm>({
    method: 'card',
    amount: dueText,
    tendered: '',
    card: '',
    note: '',
  });
  const [errors, setErrors] = useState<PaymentErrors>({});
  // A part paid: the next payment starts at what is left.
  const [seenDue, setSeenDue] = useState(sale.dueMinor);
  if (seenDue !== sale.dueMinor) {
    setSeenDue(sale.dueMinor);
    setForm({ ...form, amount: dueText, tendered: '', card: '', note: '' });
    setErrors({});
  }
  const paying = attempt.status === 'paying' || attempt.status === 'reader';
  const change = form.method === 'cash' ? changeOf(form, sale.currency) : null;
  const choose = (method: PaymentMethodChoice) => {
    setForm({ ...form, method });
    setErrors({});
  };

  const submit = () => {
    const result = paymentFromForm(form, sale.currency, sale.dueMinor, money(sale.dueMinor));
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onPay(result.request);
  };

  return (
    <form
      id={FORM_ID}
      noValidate
      aria-label="Payment"
      onSubmit={(event) => {
        event.preventDefault();
        if (!paying) submit();
      }}
    >
      <Body>
        <div>
          <Facts aria-label="Payments so far">
            <dt>Total</dt>
            <dd>{money(sale.totalMinor)}</dd>
            {sale.payments.map((payment) => (
              <PaymentRow
                key={payment._id}
                label={`${METHOD_LABELS[payment.method]}${payment.detail && payment.method !== 'deposit' ? ` (${payment.detail})` : ''}`}
                amount={`−${money(payment.amountMinor)}`}
              />
            ))}
          </Facts>
          <Due>Due {money(sale.dueMinor)}</Due>
        </div>
        <Methods disabled={paying}>
          <legend>Payment method</legend>
          <MethodOptions>
            {(reader
              ? (['card', 'reader', 'cash', 'other'] as const)
              : (['card', 'cash', 'other'] as const)
            ).map((method) => (
              <Method key={method}>
                <input
                  type="radio"
                  name={`${id}-method`}
                  checked={form.method === method}
                  onChange={() => choose(method)}
                />
                {method === 'reader' ? 'Card reader' : METHOD_LABELS[method]}
              </Method>
            ))}
            {!reader && (
              <Method>
                <input type="radio" name={`${id}-method`} disabled />
                Card reader <Soon>(not available yet)</Soon>
              </Method>
            )}
            <Method>
              <input type="radio" name={`${id}-method`} disabled />
              Gift card <Soon>(not available yet)</Soon>
            </Method>
          </MethodOptions>
        </Methods>
        <FormField
          label={`Amount to pay (${sale.currency})`}
          htmlFor={`${id}-amount`}
          hint="Less than what is due pays part; the rest is paid next, by any method."
          error={errors.amount}
        >
          {(control) => (
            <TextInput
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={form.amount}
              disabled={paying}
              onChange={(event) => setForm({ ...form, amount: event.target.value })}
            />
          )}
        </FormField>
        {form.method === 'card' && (
          <CardNumberField
            id={`${id}-card`}
            value={form.card}
            error={errors.card}
            hint={testCardsHint(testCards)}
            disabled={paying}
            onChange={(value) => setForm({ ...form, card: formatCardNumber(value) })}
          />
        )}
        {form.method === 'cash' && (
          <>
            <FormField
              label={`Cash handed over (${sale.currency})`}
              htmlFor={`${id}-tendered`}
              hint="Leave empty when it is exactly the amount."
              error={errors.tendered}
            >
              {(control) => (
                <TextInput
                  {...control}
                  inputMode="decimal"
                  autoComplete="off"
                  value={form.tendered}
                  disabled={paying}
                  onChange={(event) => setForm({ ...form, tendered: event.target.value })}
                />
              )}
            </FormField>
            {change !== null && change > 0 && <Change role="status">Change due: {money(change)}</Change>}
          </>
        )}
        {form.method === 'other' && (
          <FormField
            label="Note"
            htmlFor={`${id}-note`}
            hint="How it was paid: a bank transfer, a voucher from elsewhere."
          >
            {(control) => (
              <TextInput
                {...control}
                autoComplete="off"
                maxLength={200}
                value={form.note}
                disabled={paying}
                onChange={(event) => setForm({ ...form, note: event.target.value })}
              />
            )}
          </FormField>
        )}
        {attempt.status === 'declined' && (
          <ErrorText role="alert" boxed>
            Declined: {attempt.reason} Nothing was charged; try another card or method.
          </ErrorText>
        )}
        {attempt.status === 'error' && (
          <ErrorText role="alert" boxed>
            {attempt.message}
          </ErrorText>
        )}
      </Body>
    </form>
  );
}

function PaymentRow({ label, amount }: { label: string; amount: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{amount}</dd>
    </>
  );
}
