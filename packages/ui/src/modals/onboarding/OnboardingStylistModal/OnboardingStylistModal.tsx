import { GENDER_OPTIONS, useValidatedForm } from '@salon/ui/forms';
import { Form } from '@salon/ui/forms/Form';
import { FormModal } from '@salon/ui/forms/FormModal';
import { PhoneField } from '@salon/ui/forms/PhoneField';
import { SelectField } from '@salon/ui/forms/SelectField';
import { TextField } from '@salon/ui/forms/TextField';
import {
  EMPTY_STYLIST,
  validateStylist,
  type GenderValue,
  type StylistValues,
} from '../../../screens/onboarding/OnboardingScreen/onboarding-values';

export interface OnboardingStylistModalProps {
  open: boolean;
  onClose: () => void;
  /** E-mails (lower case) and phones (digits) already in the sign-up: a stylist may not repeat them. */
  taken: { emails: string[]; phones: string[] };
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

function StylistForm({ taken, onSubmit, initialValues = EMPTY_STYLIST }: OnboardingStylistModalProps) {
  const { values, errors, change, field, handleSubmit } = useValidatedForm(
    initialValues,
    (v: StylistValues) => validateStylist(v, taken),
  );
  return (
    <Form
      id={FORM_ID}
      onSubmit={handleSubmit((valid) =>
        onSubmit({ ...valid, name: valid.name.trim(), email: valid.email.trim().toLowerCase() }),
      )}
    >
      <TextField label="Name" id="onb-stylist-name" {...field('name')} />
      <TextField label="Email" id="onb-stylist-email" type="email" {...field('email')} />
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
