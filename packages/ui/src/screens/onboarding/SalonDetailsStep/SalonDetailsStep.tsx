import type { SalonPlace } from '@salon/rules/places';
import { useState } from 'react';
import { hasErrors, type FormErrors } from '@salon/ui/forms';
import { PasswordField } from '@salon/ui/forms/PasswordField';
import { PhoneField } from '@salon/ui/forms/PhoneField';
import { TextField } from '@salon/ui/forms/TextField';
import { PlaceFields } from '../PlaceFields';
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
  const changePlace = (place: SalonPlace) => {
    const next = { ...values, ...place };
    onChange(next);
    if (submitted) setErrors(validateSalon(next));
  };
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
        <PlaceFields
          idPrefix="onb"
          values={values}
          errors={errors}
          browserZone={browserZone}
          onChange={changePlace}
        />
      </Grid>
      <StepNav onNext={next} />
    </Section>
  );
}
