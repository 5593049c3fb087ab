import { currencySymbol, PLATFORM_MONEY, type MoneyFormat } from '@salon/rules/money';
import { useObjectUrl, useValidatedForm } from '@salon/ui/forms';
import { Form } from '@salon/ui/forms/Form';
import { byMode, formModalOf, type FormMode, type FormModalState } from '@salon/ui/forms/FormModal';
import { SelectField } from '@salon/ui/forms/SelectField';
import { TextAreaField } from '@salon/ui/forms/TextAreaField';
import { TextField } from '@salon/ui/forms/TextField';
import { FormField } from '@salon/ui/patterns/FormField';
import { FileInput, Preview, Row } from './ProductFormModal.styles';
import { RATINGS, validateProduct, type ProductFormValues } from './validate-product';

export interface CategoryOption {
  value: string;
  label: string;
}

export interface ProductFormModalProps extends FormModalState {
  /** 'update' shows 'Update Product' and keeps the current image unless a new one is chosen. */
  mode: FormMode;
  initialValues: ProductFormValues;
  /** The current image (update). */
  currentImageUrl?: string | null;
  categoryOptions: CategoryOption[];
  maxImageBytes: number;
  /** The salon's currency and locale: the prices' sign and decimals (US dollars by default). */
  money?: MoneyFormat;
  /** Called with valid values only. */
  onSubmit: (values: ProductFormValues) => void;
  /** The server's message, shown in the form. */
  serverError?: string | null;
}

const FORM_ID = 'product-form';
const ratingOptions = RATINGS.map((rating) => ({ value: rating, label: String(rating) }));

/** 'Add New Product' / 'Update Product'. */
export const ProductFormModal = formModalOf(ProductForm, {
  formId: FORM_ID,
  size: 'lg',
  texts: byMode({
    create: { title: 'Add New Product', submitLabel: 'Submit' },
    update: { title: 'Update Product', submitLabel: 'Update' },
  }),
});

function ProductForm({
  mode,
  initialValues,
  currentImageUrl,
  categoryOptions,
  maxImageBytes,
  money = PLATFORM_MONEY,
  onSubmit,
  submitting = false,
  serverError,
}: ProductFormModalProps) {
  const options = {
    hasImage: mode === 'update' && Boolean(currentImageUrl),
    maxImageBytes,
    currency: money.currency,
  };
  const { values, errors, change, field, handleSubmit } = useValidatedForm(initialValues, (next) =>
    validateProduct(next, options),
  );
  const sign = currencySymbol(money);
  const preview = useObjectUrl(values.image?.type.startsWith('image/') ? values.image : null);

  const shownImage = preview ?? (mode === 'update' ? currentImageUrl : null);
  return (
    <Form id={FORM_ID} onSubmit={handleSubmit(onSubmit)} serverError={serverError}>
      <TextField label="Product Title" id="product-name" maxLength={100} {...field('productName')} />
      <TextAreaField
        label="Description"
        id="product-description"
        maxLength={2000}
        {...field('productDescription')}
      />
      <SelectField<string>
        label="Category"
        id="product-category"
        options={categoryOptions}
        placeholder="Select category"
        noOptionsMessage="No categories: add one under Product Categories"
        {...field('category')}
      />
      <Row>
        <TextField
          label={`Price (${sign})`}
          id="product-price"
          inputMode="decimal"
          {...field('productPrice')}
        />
        <TextField
          label={`Actual Price (${sign})`}
          id="product-actual-price"
          inputMode="decimal"
          {...field('actualPrice')}
        />
        <SelectField<number>
          label="Rating"
          id="product-rating"
          options={ratingOptions}
          placeholder="Select rating"
          isSearchable={false}
          {...field('rating')}
        />
      </Row>
      <FormField
        label="Product Image"
        htmlFor="product-image"
        error={errors.image}
        hint={`JPEG, PNG, GIF or WebP, up to ${Math.round(maxImageBytes / (1024 * 1024))} MB${
          mode === 'update' ? '; leave empty to keep the current image' : ''
        }`}
      >
        {({ invalid: _invalid, ...control }) => (
          <FileInput
            {...control}
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            disabled={submitting}
            onChange={(event) => change('image', event.target.files?.[0] ?? null)}
          />
        )}
      </FormField>
      {shownImage && (
        <Preview>
          <img src={shownImage} alt={preview ? 'Chosen product image' : 'Current product image'} />
        </Preview>
      )}
    </Form>
  );
}
