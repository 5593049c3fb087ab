import { FormField } from '@salon/ui/patterns/FormField';
import { Button } from '@salon/ui/primitives/Button';
import { Checkbox } from '@salon/ui/primitives/Checkbox';
import { ErrorText } from '@salon/ui/primitives/ErrorText';
import { Modal } from '@salon/ui/primitives/Modal';
import { TextArea } from '@salon/ui/primitives/TextArea';
import { TextInput } from '@salon/ui/primitives/TextInput';
import { useId, useState } from 'react';
import { METHOD_LABELS, moneyIn, type RefundChoice, type RefundPreview, type SaleView } from '../sale-model';
import {
  choiceOf,
  initialRefundForm,
  refundableLines,
  refundFromForm,
  tipLeftOf,
  type RefundErrors,
  type RefundForm,
} from './refund-form';
import { Body, Choices, Footer, Kept, LineRow, Parts, Preview, Units } from './RefundSaleModal.styles';

/** Where the refund stands: not sent yet, under way, or refused (the server's message). */
export type RefundAttempt =
  { status: 'idle' } | { status: 'refunding' } | { status: 'error'; message: string };

export interface RefundSaleModalProps {
  open: boolean;
  /** The paid sale to give back (its lines, tip, payments and earlier refunds). */
  sale: SaleView;
  locale: string;
  attempt: RefundAttempt;
  /** What a choice gives back and through which payments (the server's rule, from the container). */
  previewOf: (choice: RefundChoice) => RefundPreview;
  onRefund: (choice: RefundChoice) => void;
  onClose: () => void;
}

const FORM_ID = 'refund-sale-form';

/**
 * Give back a paid sale (catalogue refund-sale): every line left with its units (all of them to start
 * with), the tip, whether products go back in stock, and a reason; the amount it gives back and the
 * payments it goes back to (cards first, then other ways, then cash) shown as the choice changes. One
 * refund per opening of the modal (the container's key).
 */
export function RefundSaleModal(props: RefundSaleModalProps) {
  const { open, sale, attempt, onClose } = props;
  const refunding = attempt.status === 'refunding';
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Refund sale"
      size="md"
      dismissible={!refunding}
      footer={<RefundFooter {...props} />}
    >
      {/* A new form each opening: all that is left, chosen again. */}
      {open && <RefundFormBody key={sale._id} {...props} />}
    </Modal>
  );
}

function RefundFooter({ attempt, onClose }: RefundSaleModalProps) {
  const refunding = attempt.status === 'refunding';
  return (
    <Footer>
      <Button variant="secondary" disabled={refunding} onClick={onClose}>
        Cancel
      </Button>
      <Button type="submit" form={FORM_ID} variant="danger" loading={refunding}>
        Refund
      </Button>
    </Footer>
  );
}

function RefundFormBody({ sale, locale, attempt, previewOf, onRefund }: RefundSaleModalProps) {
  const id = useId();
  const money = moneyIn({ currency: sale.currency, locale });
  const [form, setForm] = useState<RefundForm>(() => initialRefundForm(sale));
  const [errors, setErrors] = useState<RefundErrors>({});
  const refunding = attempt.status === 'refunding';
  const lines = refundableLines(sale);
  const tipLeft = tipLeftOf(sale);
  const hasProducts = lines.some((line) => line.kind === 'product' && line.left > 0);
  const preview = previewOf(choiceOf(form, sale));

  const submit = () => {
    const result = refundFromForm(form, sale);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onRefund(result.choice);
  };

  return (
    <form
      id={FORM_ID}
      noValidate
      aria-label="Refund"
      onSubmit={(event) => {
        event.preventDefault();
        if (!refunding) submit();
      }}
    >
      <Body>
        <Choices disabled={refunding} aria-describedby={errors.lines ? `${id}-lines` : undefined}>
          <legend>What to give back{sale.receipt ? ` of receipt #${sale.receipt.number}` : ''}</legend>
          {lines.map((line) => {
            const quantityError = errors.quantities?.[line.lineId];
            return (
              <LineRow key={line.lineId}>
                <Checkbox
                  label={
                    line.left === 0
                      ? `${line.name} (refunded)`
                      : `${line.name}, ${money(line.totalMinor)}${line.quantity > 1 ? ` for ${line.quantity}` : ''}`
                  }
                  checked={Boolean(form.selected[line.lineId])}
                  disabled={line.left === 0}
                  onChange={(event) =>
                    setForm({ ...form, selected: { ...form.selected, [line.lineId]: event.target.checked } })
                  }
                />
                {line.left > 1 && form.selected[line.lineId] && (
                  <Units>
                    <FormField
                      label={`Units of ${line.name}`}
                      htmlFor={`${id}-${line.lineId}`}
                      hint={`${line.left} left`}
                      error={quantityError}
                    >
                      {(control) => (
                        <TextInput
                          {...control}
                          inputMode="numeric"
                          autoComplete="off"
                          value={form.quantities[line.lineId] ?? ''}
                          onChange={(event) =>
                            setForm({
                              ...form,
                              quantities: { ...form.quantities, [line.lineId]: event.target.value },
                            })
                          }
                        />
                      )}
                    </FormField>
                  </Units>
                )}
              </LineRow>
            );
          })}
          {tipLeft > 0 && (
            <Checkbox
              label={`The tip, ${money(tipLeft)}`}
              checked={form.tip}
              onChange={(event) => setForm({ ...form, tip: event.target.checked })}
            />
          )}
          {errors.lines && (
            <ErrorText id={`${id}-lines`} role="alert">
              {errors.lines}
            </ErrorText>
          )}
        </Choices>
        {hasProducts && (
          <Checkbox
            label="Put the products back in stock"
            checked={form.restock}
            disabled={refunding}
            onChange={(event) => setForm({ ...form, restock: event.target.checked })}
          />
        )}
        <FormField label="Reason" htmlFor={`${id}-reason`} required error={errors.reason}>
          {(control) => (
            <TextArea
              {...control}
              rows={2}
              maxLength={200}
              value={form.reason}
              disabled={refunding}
              onChange={(event) => setForm({ ...form, reason: event.target.value })}
            />
          )}
        </FormField>
        <Preview role="status" aria-label="To give back">
          <strong>To give back: {money(preview.amountMinor)}</strong>
          {preview.parts.length > 0 && (
            <Parts>
              {preview.parts.map((part, index) => (
                <li key={index}>
                  {METHOD_LABELS[part.method]}
                  {part.detail ? ` ${part.detail}` : ''}: {money(part.amountMinor)}
                </li>
              ))}
            </Parts>
          )}
          {preview.keptMinor > 0 && (
            <Kept>
              {money(preview.keptMinor)} of it was paid online as a deposit: it is not given back here.
            </Kept>
          )}
        </Preview>
        {attempt.status === 'error' && (
          <ErrorText role="alert" boxed>
            {attempt.message}
          </ErrorText>
        )}
      </Body>
    </form>
  );
}
