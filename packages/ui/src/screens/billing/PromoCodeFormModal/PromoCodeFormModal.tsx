import { useValidatedForm } from '@salon/ui/forms';
import { Form } from '@salon/ui/forms/Form';
import { formModalOf, type FormModalState } from '@salon/ui/forms/FormModal';
import { SelectField } from '@salon/ui/forms/SelectField';
import { TextField } from '@salon/ui/forms/TextField';
import { promoCodeText, validatePromoCode, type PromoCodeFormValues } from './validate-promo-code';

export interface PromoCodeCouponOption {
  value: string;
  /** The coupon's name and discount, e.g. 'Welcome $10 ($10.00 off, once)'. */
  label: string;
}

export interface PromoCodeFormModalProps extends FormModalState {
  coupons: readonly PromoCodeCouponOption[];
  couponsLoading?: boolean;
  onSubmit: (values: PromoCodeFormValues & { coupon: string }) => void;
}

const FORM_ID = 'promo-code-form';
const EMPTY: PromoCodeFormValues = { code: '', coupon: null };

/** The 'New Promo-Code' modal: a code naming one of the provider's coupons (spec 2 §2, §5). */
export const PromoCodeFormModal = formModalOf(PromoCodeForm, {
  formId: FORM_ID,
  texts: { title: 'New Promo-Code', submitLabel: 'Submit' },
});

function PromoCodeForm({ coupons, couponsLoading = false, onSubmit, serverError }: PromoCodeFormModalProps) {
  const { values, errors, change, field, handleSubmit } = useValidatedForm(EMPTY, validatePromoCode);
  const submit = handleSubmit((valid) => {
    if (valid.coupon) onSubmit({ code: valid.code.trim(), coupon: valid.coupon });
  });
  return (
    <Form id={FORM_ID} onSubmit={submit} serverError={serverError}>
      <TextField
        label="Promotional Code"
        id="promo-code-code"
        error={errors.code}
        autoComplete="off"
        autoCapitalize="characters"
        value={values.code}
        onChange={(value) => change('code', promoCodeText(value))}
      />
      <SelectField<string>
        label="Coupon"
        id="promo-code-coupon"
        options={coupons}
        placeholder="Select coupon"
        isLoading={couponsLoading}
        noOptionsMessage="No coupons: add one under Coupons"
        {...field('coupon')}
      />
    </Form>
  );
}
