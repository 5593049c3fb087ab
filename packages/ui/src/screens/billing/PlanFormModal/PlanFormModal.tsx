import { useValidatedForm, type FormErrors } from '@salon/ui/forms';
import { Form } from '@salon/ui/forms/Form';
import { formModalOf, type FormModalState } from '@salon/ui/forms/FormModal';
import { TextField } from '@salon/ui/forms/TextField';
import { priceError } from '../PackageFormModal/validate-package';
import { PackageLine } from './PlanFormModal.styles';

export type PlanFormInterval = 'month' | 'year';

export interface PlanFormValues {
  /** Dollars as typed. */
  price: string;
}

export interface PlanFormModalProps extends FormModalState {
  /** The interval the package lacks: the plan added is of it. */
  interval: PlanFormInterval;
  packageName?: string;
  onSubmit: (values: PlanFormValues) => void;
}

const FORM_ID = 'plan-form';
const TEXTS = {
  month: { title: 'Add Monthly Plan', label: 'Monthly Price ($)', required: 'Monthly Price Required' },
  year: { title: 'Add Annual Plan', label: 'Annual Price ($)', required: 'Annual Price Required' },
} as const;

export function validatePlan(values: PlanFormValues, interval: PlanFormInterval): FormErrors<'price'> {
  const price = priceError(values.price, TEXTS[interval].required);
  return price ? { price } : {};
}

/** The 'add monthly or annual plan' modal of a package with one plan (spec 2 §2, §4, §5). */
export const PlanFormModal = formModalOf(PlanForm, {
  formId: FORM_ID,
  size: 'sm',
  texts: ({ interval }) => ({ title: TEXTS[interval].title, submitLabel: 'Submit' }),
});

function PlanForm({ interval, packageName, onSubmit, serverError }: PlanFormModalProps) {
  const { field, handleSubmit } = useValidatedForm({ price: '' }, (next: PlanFormValues) =>
    validatePlan(next, interval),
  );
  return (
    <Form
      id={FORM_ID}
      onSubmit={handleSubmit((valid) => onSubmit({ price: valid.price.trim() }))}
      serverError={serverError}
    >
      {packageName && <PackageLine>Package: {packageName}</PackageLine>}
      <TextField
        label={TEXTS[interval].label}
        id="plan-price"
        inputMode="decimal"
        autoComplete="off"
        {...field('price')}
      />
    </Form>
  );
}
