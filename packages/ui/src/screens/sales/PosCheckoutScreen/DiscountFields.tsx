import { FormField } from '@salon/ui/patterns/FormField';
import { TextInput } from '@salon/ui/primitives/TextInput';
import { type ReactNode } from 'react';
import { type DiscountText } from './checkout-form';
import { DiscountPair, NativeSelect } from './PosCheckoutScreen.styles';

export interface DiscountFieldsProps {
  id: string;
  label: ReactNode;
  value: DiscountText;
  currency: string;
  error?: string;
  disabled: boolean;
  onChange: (value: DiscountText) => void;
  onCommit: (value: DiscountText) => void;
}

/** A discount as a kind (per cent or amount) and its value, one labelled pair. */
export function DiscountFields({
  id,
  label,
  value,
  currency,
  error,
  disabled,
  onChange,
  onCommit,
}: DiscountFieldsProps) {
  return (
    <FormField label={label} htmlFor={`${id}-value`} error={error}>
      {(control) => (
        <DiscountPair>
          <NativeSelect
            aria-label="Discount kind"
            value={value.kind}
            disabled={disabled}
            onChange={(event) => onCommit({ ...value, kind: event.target.value as DiscountText['kind'] })}
          >
            <option value="percent">Per cent (%)</option>
            <option value="amount">Amount ({currency})</option>
          </NativeSelect>
          <TextInput
            {...control}
            inputMode="decimal"
            autoComplete="off"
            placeholder="None"
            value={value.value}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, value: event.target.value })}
            onBlur={() => onCommit(value)}
          />
        </DiscountPair>
      )}
    </FormField>
  );
}
