import { FormField } from '@salon/ui/patterns/FormField';
import { SettingsSection } from '@salon/ui/patterns/SettingsSection';
import { Checkbox } from '@salon/ui/primitives/Checkbox';
import { TextInput } from '@salon/ui/primitives/TextInput';
import { useId, useState } from 'react';
import type { SaleSettingsView } from '../sale-model';
import { settingsFromForm, taxFormOf, type TaxErrors, type TaxForm } from './tax-form';
import { Fields, Group, Rate } from './TaxSettingsSection.styles';

export type TaxSettingsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; settings: SaleSettingsView };

export interface TaxSettingsSectionProps {
  state: TaxSettingsState;
  submitting?: boolean;
  /** The server's refusal of the last save. */
  serverError?: string | null;
  onSubmit: (settings: SaleSettingsView) => void;
}

const TITLE = 'Taxes';

/**
 * The salon's taxes (catalogue tax-settings): what receipts call the tax and the salon's tax number, the
 * rate for services and for products, each either included in the prices (VAT) or added on top (US sales
 * tax), and the tip presets the checkout offers. The owner's alone.
 */
export function TaxSettingsSection({
  state,
  submitting = false,
  serverError,
  onSubmit,
}: TaxSettingsSectionProps) {
  const id = useId();
  const settings = state.status === 'ready' ? state.settings : null;
  const [form, setForm] = useState<TaxForm | null>(settings ? taxFormOf(settings) : null);
  const [seen, setSeen] = useState(settings);
  const [errors, setErrors] = useState<TaxErrors>({});
  if (seen !== settings) {
    setSeen(settings);
    if (settings) setForm(taxFormOf(settings));
    setErrors({});
  }
  const change = (patch: Partial<TaxForm>) => form && setForm({ ...form, ...patch });

  const submit = () => {
    if (!form) return;
    const result = settingsFromForm(form);
    if ('errors' in result) {
      setErrors(result.errors);
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`[data-tax-form="${id}"] [aria-invalid="true"]`)?.focus(),
      );
      return;
    }
    setErrors({});
    onSubmit(result.settings);
  };

  const text = (
    key: 'taxLabel' | 'taxNumber' | 'serviceRate' | 'productRate' | 'tipPresets',
    label: string,
    hint?: string,
    numeric = false,
  ) => (
    <FormField
      label={label}
      htmlFor={`${id}-${key}`}
      hint={hint}
      error={errors[key]}
      required={key === 'taxLabel'}
    >
      {(control) => (
        <TextInput
          {...control}
          inputMode={numeric ? 'decimal' : undefined}
          autoComplete="off"
          value={form?.[key] ?? ''}
          onChange={(event) => change({ [key]: event.target.value })}
        />
      )}
    </FormField>
  );

  return (
    <SettingsSection
      title={TITLE}
      intro="Each line of a sale shows its tax, rounded per line. Prices either include the tax (VAT) or have it added at the desk (US sales tax)."
      state={state}
      form={{ label: 'Tax settings', submitting, noValidate: true, onSubmit: submit, error: serverError }}
    >
      {() =>
        form && (
          <Fields data-tax-form={id}>
            <Group disabled={submitting}>
              <legend>On the receipt</legend>
              {text('taxLabel', 'Tax label', 'What receipts call the tax: VAT, Sales tax, GST')}
              {text(
                'taxNumber',
                'Tax number',
                'Your tax registration number, printed on receipts (optional)',
              )}
            </Group>
            <Group disabled={submitting}>
              <legend>Services</legend>
              <Rate>{text('serviceRate', 'Service tax rate (%)', undefined, true)}</Rate>
              <Checkbox
                label="Service prices include the tax"
                checked={form.serviceInclusive}
                onChange={(event) => change({ serviceInclusive: event.target.checked })}
              />
            </Group>
            <Group disabled={submitting}>
              <legend>Products</legend>
              <Rate>{text('productRate', 'Product tax rate (%)', undefined, true)}</Rate>
              <Checkbox
                label="Product prices include the tax"
                checked={form.productInclusive}
                onChange={(event) => change({ productInclusive: event.target.checked })}
              />
            </Group>
            <Group disabled={submitting}>
              <legend>Tips</legend>
              {text('tipPresets', 'Tip presets (%)', 'Up to four whole per cents, e.g. 15, 18, 20')}
            </Group>
          </Fields>
        )
      }
    </SettingsSection>
  );
}
