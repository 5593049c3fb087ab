import { useObjectUrl, useValidatedForm } from '@salon/ui/forms';
import { Form } from '@salon/ui/forms/Form';
import { FormModal } from '@salon/ui/forms/FormModal';
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

export interface ProductFormModalProps {
  open: boolean;
  /** 'update' shows 'Update Product' and keeps the current image unless a new one is chosen. */
  mode: 'create' | 'update';
  initialValues: ProductFormValues;
  /** The current image (update). */
  currentImageUrl?: string | null;
  categoryOptions: CategoryOption[];
  maxImageBytes: number;
  /** Called with valid values only. */
  onSubmit: (values: ProductFormValues) => void;
  onClose: () => void;
  submitting?: boolean;
  /** The server's message, shown in the form. */
  serverError?: string | null;
}

const FORM_ID = 'product-form';
const ratingOptions = RATINGS.map((rating) => ({ value: rating, label: String(rating) }));

/** 'Add New Product' / 'Update Product'. */
export function ProductFormModal(props: ProductFormModalProps) {
  return (
    <FormModal
      open={props.open}
      onClose={props.onClose}
      title={props.mode === 'update' ? 'Update Product' : 'Add New Product'}
      size="lg"
      formId={FORM_ID}
      submitLabel={props.mode === 'update' ? 'Update' : 'Submit'}
      submitting={props.submitting}
    >
      <ProductForm {...props} />
    </FormModal>
  );
}

function ProductForm({
  mode,
  initialValues,
  currentImageUrl,
  categoryOptions,
  maxImageBytes,
  onSubmit,
  submitting = false,
  serverError,
}: ProductFormModalProps) {
  const options = { hasImage: mode === 'update' && Boolean(currentImageUrl), maxImageBytes };
  const { values, errors, change, handleSubmit } = useValidatedForm(initialValues, (next) =>
    validateProduct(next, options),
  );
  const preview = useObjectUrl(values.image?.type.startsWith('image/') ? values.image : null);

  const shownImage = preview ?? (mode === 'update' ? currentImageUrl : null);
  return (
    <Form id={FORM_ID} onSubmit={handleSubmit(onSubmit)} serverError={serverError}>
      <TextField
        label="Product Title"
        id="product-name"
        error={errors.productName}
        value={values.productName}
        maxLength={100}
        disabled={submitting}
        onChange={(productName) => change('productName', productName)}
      />
      <TextAreaField
        label="Description"
        id="product-description"
        error={errors.productDescription}
        value={values.productDescription}
        maxLength={2000}
        disabled={submitting}
        onChange={(productDescription) => change('productDescription', productDescription)}
      />
      <SelectField<string>
        label="Category"
        id="product-category"
        error={errors.category}
        options={categoryOptions}
        value={values.category}
        placeholder="Select category"
        isDisabled={submitting}
        noOptionsMessage="No categories: add one under Product Categories"
        onChange={(category) => change('category', category)}
      />
      <Row>
        <TextField
          label="Price ($)"
          id="product-price"
          error={errors.productPrice}
          inputMode="decimal"
          value={values.productPrice}
          disabled={submitting}
          onChange={(productPrice) => change('productPrice', productPrice)}
        />
        <TextField
          label="Actual Price ($)"
          id="product-actual-price"
          error={errors.actualPrice}
          inputMode="decimal"
          value={values.actualPrice}
          disabled={submitting}
          onChange={(actualPrice) => change('actualPrice', actualPrice)}
        />
        <SelectField<number>
          label="Rating"
          id="product-rating"
          error={errors.rating}
          options={ratingOptions}
          value={values.rating}
          placeholder="Select rating"
          isSearchable={false}
          isDisabled={submitting}
          onChange={(rating) => change('rating', rating)}
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
