import { GENDER_OPTIONS, useValidatedForm } from '@salon/ui/forms';
import { Form } from '@salon/ui/forms/Form';
import { FormModal } from '@salon/ui/forms/FormModal';
import { PhoneField } from '@salon/ui/forms/PhoneField';
import { SelectField } from '@salon/ui/forms/SelectField';
import { TextField } from '@salon/ui/forms/TextField';
import {
  EMPTY_STYLIST,
  stylistEmailInUse,
  validateStylist,
  type GenderValue,
  type StylistValues,
} from '../OnboardingScreen/onboarding-values';

export interface OnboardingStylistModalProps {
  open: boolean;
  onClose: () => void;
  /** E-mails (lower case) and phones (digits) already in the sign-up: a stylist may not repeat them. */
  taken: { emails: string[]; phones: string[] };
  /** E-mails (lower case) already in use on the platform: the field says so as it is typed. */
  platformTaken?: string[];
  /** The e-mail field changed: the container checks it with the server (debounced). */
  onEmailTyped?: (email: string) => void;
  onSubmit: (stylist: StylistValues) => void;
  initialValues?: StylistValues;
}

const FORM_ID = 'onboarding-stylist-form';
/** Step 3's Add Stylist modal (spec 2 §5 "Onboarding stylist"). */
export function OnboardingStylistModal(props: OnboardingStylistModalProps) {
  return (
    <FormModal
      open={props.open}
      onClose={props.onClose}
      title="Add Stylist"
      formId={FORM_ID}
      submitLabel="Add"
    >
      <StylistForm {...props} />
    </FormModal>
  );
}

function StylistForm({
  taken,
  platformTaken = [],
  onEmailTyped,
  onSubmit,
  initialValues = EMPTY_STYLIST,
}: OnboardingStylistModalProps) {
  const inUse = (v: StylistValues) => platformTaken.includes(v.email.trim().toLowerCase());
  const { values, errors, change, field, handleSubmit } = useValidatedForm(
    initialValues,
    (v: StylistValues) => {
      const found = validateStylist(v, taken);
      return inUse(v) && !found.email ? { ...found, email: stylistEmailInUse(v.name) } : found;
    },
  );
  const email = field('email');
  return (
    <Form
      id={FORM_ID}
      onSubmit={handleSubmit((valid) =>
        onSubmit({ ...valid, name: valid.name.trim(), email: valid.email.trim().toLowerCase() }),
      )}
    >
      <TextField label="Name" id="onb-stylist-name" {...field('name')} />
      <TextField
        label="Email"
        id="onb-stylist-email"
        type="email"
        {...email}
        error={email.error ?? (inUse(values) ? stylistEmailInUse(values.name) : undefined)}
        onChange={(value) => {
          email.onChange(value);
          onEmailTyped?.(value);
        }}
      />
      <PhoneField label="Phone" id="onb-stylist-phone" {...field('phone')} />
      <SelectField<Exclude<GenderValue, ''>>
        label="Gender"
        id="onb-stylist-gender"
        options={GENDER_OPTIONS}
        value={values.gender || null}
        error={errors.gender}
        onChange={(v) => change('gender', v ?? '')}
      />
    </Form>
  );
}
