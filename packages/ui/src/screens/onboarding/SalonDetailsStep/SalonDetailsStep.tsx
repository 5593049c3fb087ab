import { placeOfCountry } from '@salon/rules/places';
import { useMemo, useState } from 'react';
import { countryOptions, hasErrors, timeZoneOptions, type FormErrors } from '@salon/ui/forms';
import { PasswordField } from '@salon/ui/forms/PasswordField';
import { PhoneField } from '@salon/ui/forms/PhoneField';
import { SelectField } from '@salon/ui/forms/SelectField';
import { TextField } from '@salon/ui/forms/TextField';
import { currencyOptions, localeOptions } from '../../booking-settings/MoneySettings/money-options';
import { Grid, Section } from '../OnboardingScreen/OnboardingScreen.styles';
import { OWNER_EMAIL_IN_USE, validateSalon, type SalonValues } from '../OnboardingScreen/onboarding-values';
import { StepNav } from '../StepNav';

export interface SalonDetailsStepProps {
  values: SalonValues;
  onChange: (values: SalonValues) => void;
  /** E-mails (lower case) already in use on the platform: the owner's e-mail field says so as it is typed. */
  takenEmails?: string[];
  /** The browser's zone: a country that has it keeps it when chosen. */
  browserZone?: string;
  onNext: () => void;
}

/** A select of the step: its value, message and change. */
type SelectBinding = { value: string | null; error?: string; onChange: (value: string | null) => void };

/** Step 1, Salon Details (spec 2 §5 "Onboarding salon"). */
export function SalonDetailsStep({
  values,
  onChange,
  takenEmails = [],
  browserZone,
  onNext,
}: SalonDetailsStepProps) {
  const [errors, setErrors] = useState<FormErrors<keyof SalonValues>>({});
  const [submitted, setSubmitted] = useState(false);
  const change = (field: keyof SalonValues, value: string) => {
    const next = { ...values, [field]: value };
    onChange(next);
    if (submitted) setErrors(validateSalon(next));
  };
  /** A field's binding to the step's values: its value, message and change. */
  const field = (name: keyof SalonValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (value: string) => change(name, value),
  });
  const choose = (name: 'country' | 'timeZone' | 'currency' | 'locale'): SelectBinding => ({
    value: values[name] || null,
    error: errors[name],
    onChange: (value) => {
      if (!value) return;
      // A country brings its usual zone, currency and language; each can still be changed after.
      if (name !== 'country') return change(name, value);
      const next = { ...values, ...placeOfCountry(value, values, browserZone) };
      onChange(next);
      if (submitted) setErrors(validateSalon(next));
    },
  });
  const countries = useMemo(() => countryOptions(), []);
  const zones = useMemo(() => timeZoneOptions(values.timeZone), [values.timeZone]);
  const currencies = useMemo(() => currencyOptions(values.currency), [values.currency]);
  const locales = useMemo(() => localeOptions(values.locale), [values.locale]);
  const inUse = takenEmails.includes(values.email.trim().toLowerCase());
  const next = () => {
    const found = validateSalon(values);
    if (inUse && !found.email) found.email = OWNER_EMAIL_IN_USE;
    setSubmitted(true);
    setErrors(found);
    if (!hasErrors(found)) onNext();
  };
  return (
    <Section aria-label="Salon Details">
      <Grid>
        <TextField label="Salon Name" id="onb-name" {...field('name')} />
        <TextField
          label="Email"
          id="onb-email"
          type="email"
          autoComplete="email"
          {...field('email')}
          error={errors.email ?? (inUse ? OWNER_EMAIL_IN_USE : undefined)}
        />
        <PhoneField label="Phone" id="onb-phone" {...field('phone')} />
        <TextField label="Address" id="onb-address" {...field('address')} />
        <PasswordField
          label="Password"
          id="onb-password"
          autoComplete="new-password"
          {...field('password')}
        />
        <PasswordField
          label="Re-enter Password"
          id="onb-confirm"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
      </Grid>
      <Grid role="group" aria-label="Where the salon is">
        <SelectField<string>
          label="Country"
          id="onb-country"
          options={countries}
          placeholder="Choose the country"
          noOptionsMessage="No country found"
          menuPosition="absolute"
          {...choose('country')}
        />
        <SelectField<string>
          label="Time zone"
          id="onb-zone"
          hint="Every time your salon shows and books is on this clock."
          options={zones}
          noOptionsMessage="No time zone found"
          menuPosition="absolute"
          {...choose('timeZone')}
        />
        <SelectField<string>
          label="Currency"
          id="onb-currency"
          hint="Your prices are in this currency."
          options={currencies}
          noOptionsMessage="No currency found"
          menuPosition="absolute"
          {...choose('currency')}
        />
        <SelectField<string>
          label="Language"
          id="onb-locale"
          hint="How dates and prices are written."
          options={locales}
          noOptionsMessage="No language found"
          menuPosition="absolute"
          {...choose('locale')}
        />
      </Grid>
      <StepNav onNext={next} />
    </Section>
  );
}
