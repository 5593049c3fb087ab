import { FormField } from '@salon/ui/patterns/FormField';
import { Button } from '@salon/ui/primitives/Button';
import { Icon } from '@salon/ui/primitives/Icon';
import { TextInput } from '@salon/ui/primitives/TextInput';
import { VisuallyHidden } from '@salon/ui/primitives/VisuallyHidden';
import { minorToText } from '@salon/rules/money';
import { type PersonRef } from '../sale-model';
import { type LineForm } from './checkout-form';
import {
  Fields,
  Kind,
  Line,
  LineHead,
  LineTotal,
  Muted,
  NativeSelect,
  Wide,
} from './PosCheckoutScreen.styles';
import { DiscountFields } from './DiscountFields';

export interface LineEditorProps {
  id: string;
  line: LineForm;
  total: string;
  taxText: string;
  currency: string;
  stylists: readonly PersonRef[];
  errors: Partial<Record<'quantity' | 'price' | 'reason' | 'discount', string>>;
  canChangePrice: boolean;
  disabled: boolean;
  onChange: (patch: Partial<LineForm>) => void;
  onCommit: (patch: Partial<LineForm>) => void;
  onRemove: () => void;
}

export function LineEditor({
  id,
  line,
  total,
  taxText,
  currency,
  stylists,
  errors,
  canChangePrice,
  disabled,
  onChange,
  onCommit,
  onRemove,
}: LineEditorProps) {
  const of = <VisuallyHidden> of {line.name}</VisuallyHidden>;
  const changed = minorToText(line.listPriceMinor, currency) !== line.price.trim();
  return (
    <Line>
      <LineHead>
        <h3>
          {line.name} <Kind>· {line.kind === 'service' ? 'Service' : 'Product'}</Kind>
        </h3>
        <LineTotal>
          {total}
          {taxText && <Muted as="span"> ({taxText})</Muted>}
        </LineTotal>
      </LineHead>
      <Fields>
        {line.kind === 'service' && (
          <FormField label={<>Stylist{of}</>} htmlFor={`${id}-stylist`}>
            <NativeSelect
              id={`${id}-stylist`}
              value={line.stylistId ?? ''}
              disabled={disabled}
              onChange={(event) => onCommit({ stylistId: event.target.value || null })}
            >
              <option value="">No stylist</option>
              {stylists.map((stylist) => (
                <option key={stylist._id} value={stylist._id}>
                  {stylist.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        )}
        <FormField label={<>Qty{of}</>} htmlFor={`${id}-quantity`} error={errors.quantity}>
          {(control) => (
            <TextInput
              {...control}
              inputMode="numeric"
              autoComplete="off"
              value={line.quantity}
              disabled={disabled}
              onChange={(event) => onChange({ quantity: event.target.value })}
              onBlur={() => onCommit({})}
            />
          )}
        </FormField>
        <FormField
          label={
            <>
              Price ({currency}){of}
            </>
          }
          htmlFor={`${id}-price`}
          error={errors.price}
        >
          {(control) => (
            <TextInput
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={line.price}
              readOnly={!canChangePrice}
              disabled={disabled}
              onChange={(event) => onChange({ price: event.target.value })}
              onBlur={() => onCommit({})}
            />
          )}
        </FormField>
        {(changed || errors.reason) && (
          <Wide>
            <FormField label={<>Reason for the price{of}</>} htmlFor={`${id}-reason`} error={errors.reason}>
              {(control) => (
                <TextInput
                  {...control}
                  autoComplete="off"
                  maxLength={200}
                  value={line.reason}
                  disabled={disabled}
                  onChange={(event) => onChange({ reason: event.target.value })}
                  onBlur={() => onCommit({})}
                />
              )}
            </FormField>
          </Wide>
        )}
        <Wide>
          <DiscountFields
            id={`${id}-discount`}
            label={<>Discount{of}</>}
            value={line.discount}
            currency={currency}
            error={errors.discount}
            disabled={disabled}
            onChange={(discount) => onChange({ discount })}
            onCommit={(discount) => onCommit({ discount })}
          />
        </Wide>
      </Fields>
      {!disabled && (
        <div>
          <Button
            variant="ghost"
            size="sm"
            iconStart={<Icon name="trash" size={16} />}
            aria-label={`Remove ${line.name}`}
            onClick={onRemove}
          >
            Remove
          </Button>
        </div>
      )}
    </Line>
  );
}
