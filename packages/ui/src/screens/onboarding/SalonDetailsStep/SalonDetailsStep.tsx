import { useState } from 'react';
import { hasErrors, type FormErrors } from '@salon/ui/forms';
import { PasswordField } from '@salon/ui/forms/PasswordField';
import { PhoneField } from '@salon/ui/forms/PhoneField';
import { TextField } from '@salon/ui/forms/TextField';
import { Button } from '@salon/ui/primitives/Button';
import { Actions, Grid, Section } from '../OnboardingScreen/OnboardingScreen.styles';
import { validateSalon, type SalonValues } from '../OnboardingScreen/onboarding-values';

export interface SalonDetailsStepProps {
  values: SalonValues;
  onChange: (values: SalonValues) => void;
  onNext: () => void;
}

/** Step 1, Salon Details (spec 2 §5 "Onboarding salon"). */
export function SalonDetailsStep({ values, onChange, onNext }: SalonDetailsStepProps) {
  const [errors, setErrors] = useState<FormErrors<keyof SalonValues>>({});
  const [submitted, setSubmitted] = useState(false);
  const change = (field: keyof SalonValues, value: string) => {
    const next = { ...values, [field]: value };
    onChange(next);
    if (submitted) setErrors(validateSalon(next));
  };
  const next = () => {
    const found = validateSalon(values);
    setSubmitted(true);
    setErrors(found);
    if (!hasErrors(found)) onNext();
  };
  return (
    <Section aria-label="Salon Details">
      <Grid>
        <TextField
          label="Salon Name"
          id="onb-name"
          value={values.name}
          error={errors.name}
          onChange={(v) => change('name', v)}
        />
        <TextField
          label="Email"
          id="onb-email"
          type="email"
          value={values.email}
          error={errors.email}
          onChange={(v) => change('email', v)}
        />
        <PhoneField
          label="Phone"
          id="onb-phone"
          value={values.phone}
          error={errors.phone}
          onChange={(v) => change('phone', v)}
        />
        <TextField
          label="Address"
          id="onb-address"
          value={values.address}
          error={errors.address}
          onChange={(v) => change('address', v)}
        />
        <PasswordField
          label="Password"
          id="onb-password"
          autoComplete="new-password"
          value={values.password}
          error={errors.password}
          onChange={(v) => change('password', v)}
        />
        <PasswordField
          label="Re-enter Password"
          id="onb-confirm"
          autoComplete="new-password"
          value={values.confirmPassword}
          error={errors.confirmPassword}
          onChange={(v) => change('confirmPassword', v)}
        />
      </Grid>
      <Actions>
        <span />
        <Button onClick={next}>Next</Button>
      </Actions>
    </Section>
  );
}
