import { placeOfCountry, type SalonPlace } from '@salon/rules/places';
import { useMemo } from 'react';
import { countryOptions, timeZoneOptions, type FormErrors } from '@salon/ui/forms';
import { SelectField } from '@salon/ui/forms/SelectField';
import { currencyOptions, localeOptions } from '../../booking-settings/MoneySettings/money-options';

const ZONE_HINT = 'Every time your salon shows and books is on this clock.';
const CURRENCY_HINT = 'Your prices are in this currency.';
const LOCALE_HINT = 'How dates and prices are written.';

export interface PlaceFieldsProps {
  /** The fields' id prefix ('onb' → 'onb-country'). */
  idPrefix: string;
  values: SalonPlace;
  errors: FormErrors<keyof SalonPlace>;
  /** The browser's zone: a country that has it keeps it when chosen. */
  browserZone?: string | undefined;
  onChange: (values: SalonPlace) => void;
}

/**
 * Where a new salon is: its country, time zone, currency and language. Choosing a country proposes its
 * usual zone, currency and language; each can still be changed after. Used by the sign-up wizard and the
 * platform admin's Add New Salon.
 */
export function PlaceFields({ idPrefix, values, errors, browserZone, onChange }: PlaceFieldsProps) {
  const countries = useMemo(() => countryOptions(), []);
  const zones = useMemo(() => timeZoneOptions(values.timeZone), [values.timeZone]);
  const currencies = useMemo(() => currencyOptions(values.currency), [values.currency]);
  const locales = useMemo(() => localeOptions(values.locale), [values.locale]);
  const fields = [
    {
      name: 'country',
      label: 'Country',
      id: 'country',
      options: countries,
      placeholder: 'Choose the country',
    },
    { name: 'timeZone', label: 'Time zone', id: 'zone', options: zones, hint: ZONE_HINT },
    { name: 'currency', label: 'Currency', id: 'currency', options: currencies, hint: CURRENCY_HINT },
    { name: 'locale', label: 'Language', id: 'locale', options: locales, hint: LOCALE_HINT },
  ] as const;
  const change = (name: keyof SalonPlace, value: string | null) => {
    if (!value) return;
    onChange(name === 'country' ? placeOfCountry(value, values, browserZone) : { ...values, [name]: value });
  };
  return (
    <>
      {fields.map((field) => (
        <SelectField<string>
          key={field.name}
          label={field.label}
          id={`${idPrefix}-${field.id}`}
          options={field.options}
          {...('hint' in field ? { hint: field.hint } : {})}
          {...('placeholder' in field ? { placeholder: field.placeholder } : {})}
          noOptionsMessage={`No ${field.label.toLowerCase()} found`}
          menuPosition="absolute"
          value={values[field.name] || null}
          error={errors[field.name]}
          onChange={(value) => change(field.name, value)}
        />
      ))}
    </>
  );
}
