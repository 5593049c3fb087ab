import { hasErrors } from '@salon/ui/forms';
import { FormField } from '@salon/ui/patterns/FormField';
import { Button } from '@salon/ui/primitives/Button';
import { Modal } from '@salon/ui/primitives/Modal';
import { Select } from '@salon/ui/primitives/Select';
import { TextArea } from '@salon/ui/primitives/TextArea';
import { TextInput } from '@salon/ui/primitives/TextInput';
import { useEffect, useState, type FormEvent } from 'react';
import { FileInput, Form, Preview, Row, ServerError } from './ProductFormModal.styles';
import { RATINGS, validateProduct, type ProductFormErrors, type ProductFormValues } from './validate-product';

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
  const title = props.mode === 'update' ? 'Update Product' : 'Add New Product';
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={title}
      size="lg"
      dismissible={!props.submitting}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose} disabled={props.submitting}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={props.submitting}>
            {props.mode === 'update' ? 'Update' : 'Submit'}
          </Button>
        </>
      }
    >
      {props.open && <ProductForm {...props} />}
    </Modal>
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
  const [values, setValues] = useState<ProductFormValues>(initialValues);
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const options = { hasImage: mode === 'update' && Boolean(currentImageUrl), maxImageBytes };

  useEffect(() => {
    if (!values.image || !values.image.type.startsWith('image/')) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(values.image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [values.image]);

  const change = <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateProduct(next, options));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateProduct(values, options);
    setSubmitted(true);
    setErrors(found);
    if (!hasErrors(found)) onSubmit(values);
  };

  const shownImage = preview ?? (mode === 'update' ? currentImageUrl : null);
  return (
    <Form id={FORM_ID} noValidate onSubmit={submit}>
      {serverError && <ServerError role="alert">{serverError}</ServerError>}
      <FormField label="Product Title" htmlFor="product-name" error={errors.productName}>
        {(control) => (
          <TextInput
            {...control}
            value={values.productName}
            maxLength={100}
            disabled={submitting}
            onChange={(event) => change('productName', event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Description" htmlFor="product-description" error={errors.productDescription}>
        {(control) => (
          <TextArea
            {...control}
            value={values.productDescription}
            maxLength={2000}
            disabled={submitting}
            onChange={(event) => change('productDescription', event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Category" htmlFor="product-category" error={errors.category}>
        {(control) => (
          <Select<string>
            {...control}
            options={categoryOptions}
            value={values.category}
            placeholder="Select category"
            isDisabled={submitting}
            noOptionsMessage="No categories: add one under Product Categories"
            onChange={(category) => change('category', category)}
          />
        )}
      </FormField>
      <Row>
        <FormField label="Price ($)" htmlFor="product-price" error={errors.productPrice}>
          {(control) => (
            <TextInput
              {...control}
              inputMode="decimal"
              value={values.productPrice}
              disabled={submitting}
              onChange={(event) => change('productPrice', event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Actual Price ($)" htmlFor="product-actual-price" error={errors.actualPrice}>
          {(control) => (
            <TextInput
              {...control}
              inputMode="decimal"
              value={values.actualPrice}
              disabled={submitting}
              onChange={(event) => change('actualPrice', event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Rating" htmlFor="product-rating" error={errors.rating}>
          {(control) => (
            <Select<number>
              {...control}
              options={ratingOptions}
              value={values.rating}
              placeholder="Select rating"
              isSearchable={false}
              isDisabled={submitting}
              onChange={(rating) => change('rating', rating)}
            />
          )}
        </FormField>
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
