import { useValidatedForm } from '@salon/ui/forms';
import { Form } from '@salon/ui/forms/Form';
import { byMode, formModalOf, type FormMode, type FormModalState } from '@salon/ui/forms/FormModal';
import { SelectField } from '@salon/ui/forms/SelectField';
import { TextField } from '@salon/ui/forms/TextField';
import { Summary } from './ProviderCouponFormModal.styles';
import {
  validateProviderCoupon,
  type CouponDurationValue,
  type ProviderCouponFormValues,
} from './validate-provider-coupon';

export interface ProviderCouponFormModalProps extends FormModalState {
  /** 'update' renames the coupon: the only change a coupon allows. */
  mode: FormMode;
  initialValues: ProviderCouponFormValues;
  /** On update: the coupon's discount and duration as shown, read only. */
  summary?: string;
  onSubmit: (values: ProviderCouponFormValues) => void;
}

export const EMPTY_PROVIDER_COUPON_FORM: ProviderCouponFormValues = {
  name: '',
  discount: '',
  duration: null,
  months: '',
};

const FORM_ID = 'provider-coupon-form';
const durationOptions: Array<{ value: CouponDurationValue; label: string }> = [
  { value: 'once', label: 'Once' },
  { value: 'repeating', label: 'Repeating' },
  { value: 'forever', label: 'Forever' },
];

/** Add New Coupon / Update Coupon of the card provider's coupons (spec 2 §3, §5). */
export const ProviderCouponFormModal = formModalOf(ProviderCouponForm, {
  formId: FORM_ID,
  texts: byMode({
    create: { title: 'Add New Coupon', submitLabel: 'Submit' },
    update: { title: 'Update Coupon', submitLabel: 'Submit' },
  }),
});

function ProviderCouponForm({
  mode,
  initialValues,
  summary,
  onSubmit,
  serverError,
}: ProviderCouponFormModalProps) {
  const { values, field, handleSubmit } = useValidatedForm(initialValues, (next: ProviderCouponFormValues) =>
    validateProviderCoupon(next, mode),
  );
  const submit = handleSubmit((valid) =>
    onSubmit({
      ...valid,
      name: valid.name.trim(),
      discount: valid.discount.trim(),
      months: valid.months.trim(),
    }),
  );

  return (
    <Form id={FORM_ID} onSubmit={submit} serverError={serverError}>
      <TextField label="Coupon Name" id="provider-coupon-name" autoComplete="off" {...field('name')} />
      {mode === 'update' ? (
        summary && <Summary>{summary}</Summary>
      ) : (
        <>
          <TextField
            label="Discount ($ off)"
            id="provider-coupon-discount"
            inputMode="decimal"
            autoComplete="off"
            {...field('discount')}
          />
          <SelectField<CouponDurationValue>
            label="Duration"
            id="provider-coupon-duration"
            options={durationOptions}
            placeholder="Select duration"
            isSearchable={false}
            {...field('duration')}
          />
          {values.duration === 'repeating' && (
            <TextField
              label="Number of Months"
              id="provider-coupon-months"
              inputMode="numeric"
              autoComplete="off"
              {...field('months')}
            />
          )}
        </>
      )}
    </Form>
  );
}
