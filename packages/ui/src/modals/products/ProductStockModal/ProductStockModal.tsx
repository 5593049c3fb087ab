import { hasErrors } from '@salon/ui/forms';
import { FormField } from '@salon/ui/patterns/FormField';
import { Button } from '@salon/ui/primitives/Button';
import { Modal } from '@salon/ui/primitives/Modal';
import { Select } from '@salon/ui/primitives/Select';
import { TextInput } from '@salon/ui/primitives/TextInput';
import { useState, type FormEvent } from 'react';
import { Current, Form, ServerError } from './ProductStockModal.styles';
import { validateStock, type StockFormErrors, type StockFormValues, type StockType } from './validate-stock';

export interface ProductStockModalProps {
  open: boolean;
  /** The product whose stock changes, and its stock now. */
  productName: string;
  stock: number;
  /** Called with the quantity as a whole number. */
  onSubmit: (values: { quantity: number; type: StockType }) => void;
  onClose: () => void;
  submitting?: boolean;
  /** The server's message (e.g. a debit beyond the stock), shown in the form. */
  serverError?: string | null;
}

const FORM_ID = 'product-stock-form';
const typeOptions: { value: StockType; label: string }[] = [
  { value: 'credit', label: 'Credit (add to stock)' },
  { value: 'debit', label: 'Debit (remove from stock)' },
];

/** 'Add Stock': a quantity and a type, credit by default. */
export function ProductStockModal(props: ProductStockModalProps) {
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title="Add Stock"
      dismissible={!props.submitting}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose} disabled={props.submitting}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={props.submitting}>
            Submit
          </Button>
        </>
      }
    >
      {props.open && <StockForm {...props} />}
    </Modal>
  );
}

function StockForm({
  productName,
  stock,
  onSubmit,
  submitting = false,
  serverError,
}: ProductStockModalProps) {
  const [values, setValues] = useState<StockFormValues>({ quantity: '', type: 'credit' });
  const [errors, setErrors] = useState<StockFormErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const change = <K extends keyof StockFormValues>(field: K, value: StockFormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateStock(next));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateStock(values);
    setSubmitted(true);
    setErrors(found);
    if (!hasErrors(found) && values.type) onSubmit({ quantity: Number(values.quantity), type: values.type });
  };

  return (
    <Form id={FORM_ID} noValidate onSubmit={submit}>
      <Current>
        {productName}: <strong>{stock}</strong> in stock
      </Current>
      {serverError && <ServerError role="alert">{serverError}</ServerError>}
      <FormField label="Quantity" htmlFor="stock-quantity" error={errors.quantity}>
        {(control) => (
          <TextInput
            {...control}
            inputMode="numeric"
            value={values.quantity}
            disabled={submitting}
            onChange={(event) => change('quantity', event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Type" htmlFor="stock-type" error={errors.type}>
        {(control) => (
          <Select<StockType>
            {...control}
            options={typeOptions}
            value={values.type}
            isSearchable={false}
            isClearable
            placeholder="Select type"
            isDisabled={submitting}
            onChange={(type) => change('type', type)}
          />
        )}
      </FormField>
    </Form>
  );
}
