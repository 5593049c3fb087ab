import { FormField } from '@salon/ui/patterns/FormField';
import { SettingsBody, SettingsIntro, SettingsSection } from '@salon/ui/patterns/SettingsSection';
import { Select } from '@salon/ui/primitives/Select';
import { formatMoney, minorDigits } from '@salon/rules/money';
import { useEffect, useId, useMemo, useState } from 'react';
import { Fields, Preview, Summary } from './MoneySettings.styles';
import { currencyOptions, localeOptions } from './money-options';

/** The salon's currency (ISO 4217) and locale (BCP 47). */
export interface MoneyValues {
  currency: string;
  locale: string;
}

export type MoneySettingsState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; values: MoneyValues };

export interface MoneySettingsProps {
  state: MoneySettingsState;
  /** The owner changes them; others (managers, the superadmin) read them. */
  canEdit: boolean;
  submitting?: boolean;
  /** The server's refusal of the last save (a priced salon's currency is locked), shown in the form. */
  serverError?: string | null;
  onSubmit: (values: MoneyValues) => void;
}

const TITLE = 'Currency and locale';
/** The amount the preview writes: 1,234.50 in a two-digit currency. */
const SAMPLE_MINOR_UNITS = 123450;

function decimals(digits: number): string {
  return digits === 0 ? 'no decimals' : digits === 1 ? '1 decimal' : `${digits} decimals`;
}

/**
 * What a change of currency does to the prices, said before saving: nothing is converted, each amount
 * keeps its digits; a currency of other decimals would change every price's value, which a salon with
 * prices is refused.
 */
export function currencyChangeNote(from: MoneyValues, to: MoneyValues): string {
  const [before, after] = [minorDigits(from.currency), minorDigits(to.currency)];
  if (before !== after) {
    return `${to.currency} has ${decimals(after)} and ${from.currency} ${decimals(before)}: a salon with prices cannot change to it, as every price would change value.`;
  }
  return `Prices are not converted: each amount keeps its digits in ${to.currency} (${formatMoney(SAMPLE_MINOR_UNITS, from)} becomes ${formatMoney(SAMPLE_MINOR_UNITS, to)}).`;
}

/**
 * The currency and locale section of the booking settings: every price of the salon (its
 * services, products, orders, coupons, reports, site and e-mails) is written in this currency and locale,
 * and its card payments are charged in the currency. The owner changes them; others see them. The form
 * starts again from the stored values whenever they change.
 */
export function MoneySettings({
  state,
  canEdit,
  submitting = false,
  serverError = null,
  onSubmit,
}: MoneySettingsProps) {
  const id = useId();
  const stored = state.status === 'ready' ? state.values : null;
  const [draft, setDraft] = useState<MoneyValues | null>(stored);
  useEffect(() => {
    if (stored) setDraft({ currency: stored.currency, locale: stored.locale });
  }, [stored?.currency, stored?.locale]); // eslint-disable-line react-hooks/exhaustive-deps
  const currencies = useMemo(() => currencyOptions(draft?.currency ?? 'USD'), [draft?.currency]);
  const locales = useMemo(() => localeOptions(draft?.locale ?? 'en-US'), [draft?.locale]);

  return (
    <SettingsSection
      title={TITLE}
      intro="Prices, totals, reports and e-mails are written in this currency and locale, and card payments are charged in this currency. The currency can change until the salon takes money (an order, a deposit or a fee); prices are never converted."
      state={state}
      form={
        canEdit
          ? {
              label: 'Currency and locale settings',
              submitting,
              noValidate: true,
              error: serverError,
              onSubmit: () => draft && onSubmit(draft),
            }
          : undefined
      }
    >
      {() =>
        !canEdit && state.status === 'ready' ? (
          <SettingsBody>
            <Summary>
              <div>
                <dt>Currency</dt>
                <dd>{state.values.currency}</dd>
              </div>
              <div>
                <dt>Locale</dt>
                <dd>{state.values.locale}</dd>
              </div>
              <div>
                <dt>Prices look like</dt>
                <dd>{formatMoney(SAMPLE_MINOR_UNITS, state.values)}</dd>
              </div>
            </Summary>
            <SettingsIntro>Only the salon owner can change the currency and locale.</SettingsIntro>
          </SettingsBody>
        ) : (
          draft && (
            <>
              <Fields>
                <FormField label="Currency" htmlFor={`${id}-currency`} required>
                  {(control) => (
                    <Select<string>
                      {...control}
                      options={currencies}
                      value={draft.currency}
                      isDisabled={submitting}
                      menuPosition="absolute"
                      noOptionsMessage="No currency found"
                      onChange={(currency) => currency && setDraft({ ...draft, currency })}
                    />
                  )}
                </FormField>
                <FormField label="Locale" htmlFor={`${id}-locale`} required>
                  {(control) => (
                    <Select<string>
                      {...control}
                      options={locales}
                      value={draft.locale}
                      isDisabled={submitting}
                      menuPosition="absolute"
                      noOptionsMessage="No locale found"
                      onChange={(locale) => locale && setDraft({ ...draft, locale })}
                    />
                  )}
                </FormField>
              </Fields>
              <Preview aria-live="polite">
                Prices look like <strong>{formatMoney(SAMPLE_MINOR_UNITS, draft)}</strong>
              </Preview>
              {stored && draft.currency !== stored.currency && (
                <Preview role="status">{currencyChangeNote(stored, draft)}</Preview>
              )}
            </>
          )
        )
      }
    </SettingsSection>
  );
}
