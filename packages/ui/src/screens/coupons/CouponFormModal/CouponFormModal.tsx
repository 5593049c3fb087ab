import { currencySymbol, minorDigits, PLATFORM_MONEY, type MoneyFormat } from '@salon/rules/money';
import { useValidatedForm } from '@salon/ui/forms';
import { DateField } from '@salon/ui/forms/DateField';
import { FieldRow } from '@salon/ui/forms/FieldRow';
import { Form } from '@salon/ui/forms/Form';
import { byMode, formModalOf, type FormMode, type FormModalState } from '@salon/ui/forms/FormModal';
import { SelectField } from '@salon/ui/forms/SelectField';
import { TextAreaField } from '@salon/ui/forms/TextAreaField';
import { TextField } from '@salon/ui/forms/TextField';
import {
  sanitizeCode,
  sanitizeDiscount,
  validateCoupon,
  type CouponFormValues,
  type CouponKindValue,
} from './validate-coupon';

export interface CouponFormModalProps extends FormModalState {
  /** 'update' shows 'Update Coupon' with the coupon's values. */
  mode: FormMode;
  initialValues: CouponFormValues;
  /** The salon's today: dates before it cannot be picked (spec 2 §5). */
  today: Date;
  /** The salon's currency and locale: an amount's sign and decimals (US dollars by default). */
  money?: MoneyFormat;
  /** Called with valid values only, texts trimmed. */
  onSubmit: (values: CouponFormValues) => void;
  /** The server's message (e.g. a code the salon already has), shown in the form. */
  serverError?: string | null;
}

const kindOptions = (sign: string) => [
  { value: 'percent' as const, label: 'Percent (%)' },
  { value: 'amount' as const, label: `Amount (${sign})` },
];

const FORM_ID = 'coupon-form';

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

/** The Add New Coupon / Update Coupon modal (spec 2 §3 "Coupon (first variant)", §5). */
export const CouponFormModal = formModalOf(CouponForm, {
  formId: FORM_ID,
  texts: byMode({
    create: { title: 'Add New Coupon', submitLabel: 'Submit' },
    update: { title: 'Update Coupon', submitLabel: 'Update' },
  }),
});

function CouponForm({
  initialValues,
  today,
  money = PLATFORM_MONEY,
  onSubmit,
  serverError,
}: CouponFormModalProps) {
  const sign = currencySymbol(money);
  const digits = minorDigits(money.currency);
  const { values, errors, change, update, field, handleSubmit } = useValidatedForm(
    initialValues,
    validateCoupon,
  );
  const submit = handleSubmit((valid) =>
    onSubmit({
      ...valid,
      title: valid.title.trim(),
      code: valid.code.trim(),
      description: valid.description.trim(),
    }),
  );
  const minDate = startOfDay(today);
  // A running coupon keeps its start date even when it is in the past.
  const startMin = values.startDate && values.startDate < minDate ? values.startDate : minDate;

  return (
    <Form id={FORM_ID} onSubmit={submit} serverError={serverError}>
      <TextField label="Coupon Title" id="coupon-title" required autoComplete="off" {...field('title')} />
      <FieldRow minFieldWidth="160px">
        <SelectField<CouponKindValue>
          label="Discount Type"
          id="coupon-kind"
          options={kindOptions(sign)}
          value={values.discountType}
          isSearchable={false}
          onChange={(kind) => {
            const next = kind ?? 'percent';
            update({
              ...values,
              discountType: next,
              discount: sanitizeDiscount(values.discount, next, digits),
            });
          }}
        />
        <TextField
          label={values.discountType === 'percent' ? 'Discount (%)' : `Discount (${sign})`}
          id="coupon-discount"
          error={errors.discount}
          required
          inputMode={values.discountType === 'percent' ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={values.discount}
          onChange={(value) => change('discount', sanitizeDiscount(value, values.discountType, digits))}
        />
      </FieldRow>
      <TextField
        label="Coupon Code"
        id="coupon-code"
        error={errors.code}
        required
        autoComplete="off"
        hint="Letters and digits; saved in upper case"
        value={values.code}
        onChange={(value) => change('code', sanitizeCode(value))}
      />
      <FieldRow minFieldWidth="160px">
        <DateField
          label="Valid From"
          id="coupon-start"
          required
          minDate={startMin}
          today={today}
          {...field('startDate')}
        />
        <DateField
          label="Valid Till"
          id="coupon-end"
          required
          minDate={values.startDate && values.startDate > minDate ? values.startDate : minDate}
          today={today}
          popoverAlign="end"
          {...field('endDate')}
        />
      </FieldRow>
      <TextAreaField
        label="Description"
        id="coupon-description"
        value={values.description}
        onChange={(value) => change('description', value)}
      />
    </Form>
  );
}
