import { placeOfCountry, type SalonPlace } from '@salon/rules/places';
import { useMemo } from 'react';
import { countryOptions, timeZoneOptions, type FormErrors } from '@salon/ui/forms';
import { SelectField } from '@salon/ui/forms/SelectField';
import { currencyOptions, localeOptions } from '../../booking-settings/MoneySettings/money-options';

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
  const choose = (name: keyof SalonPlace) => ({
    value: values[name] || null,
    error: errors[name],
    onChange: (value: string | null) => {
      if (!value) return;
      onChange(
        name === 'country' ? placeOfCountry(value, values, browserZone) : { ...values, [name]: value },
      );
    },
  });
  return (
    <>
      <SelectField<string>
        label="Country"
        id={`${idPrefix}-country`}
        options={countries}
        placeholder="Choose the country"
        noOptionsMessage="No country found"
        menuPosition="absolute"
        {...choose('country')}
      />
      <SelectField<string>
        label="Time zone"
        id={`${idPrefix}-zone`}
        hint="Every time your salon shows and books is on this clock."
        options={zones}
        noOptionsMessage="No time zone found"
        menuPosition="absolute"
        {...choose('timeZone')}
      />
      <SelectField<string>
        label="Currency"
        id={`${idPrefix}-currency`}
        hint="Your prices are in this currency."
        options={currencies}
        noOptionsMessage="No currency found"
        menuPosition="absolute"
        {...choose('currency')}
      />
      <SelectField<string>
        label="Language"
        id={`${idPrefix}-locale`}
        hint="How dates and prices are written."
        options={locales}
        noOptionsMessage="No language found"
        menuPosition="absolute"
        {...choose('locale')}
      />
    </>
  );
}
