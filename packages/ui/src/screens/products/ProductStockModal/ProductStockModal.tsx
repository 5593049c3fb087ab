import { useValidatedForm } from '@salon/ui/forms';
import { Form } from '@salon/ui/forms/Form';
import { formModalOf, type FormModalState } from '@salon/ui/forms/FormModal';
import { SelectField } from '@salon/ui/forms/SelectField';
import { ServerError } from '@salon/ui/forms/ServerError';
import { TextField } from '@salon/ui/forms/TextField';
import { Current } from './ProductStockModal.styles';
import { validateStock, type StockFormValues, type StockType } from './validate-stock';

export interface ProductStockModalProps extends FormModalState {
  /** The product whose stock changes, and its stock now. */
  productName: string;
  stock: number;
  /** Called with the quantity as a whole number. */
  onSubmit: (values: { quantity: number; type: StockType }) => void;
  /** The server's message (e.g. a debit beyond the stock), shown in the form. */
  serverError?: string | null;
}

const FORM_ID = 'product-stock-form';
const EMPTY: StockFormValues = { quantity: '', type: 'credit' };
const typeOptions: { value: StockType; label: string }[] = [
  { value: 'credit', label: 'Credit (add to stock)' },
  { value: 'debit', label: 'Debit (remove from stock)' },
];

/** 'Add Stock': a quantity and a type, credit by default. */
export const ProductStockModal = formModalOf(StockForm, {
  formId: FORM_ID,
  texts: { title: 'Add Stock', submitLabel: 'Submit' },
});

function StockForm({ productName, stock, onSubmit, serverError }: ProductStockModalProps) {
  const { field, handleSubmit } = useValidatedForm(EMPTY, validateStock);
  const submit = handleSubmit(({ quantity, type }) => {
    if (type) onSubmit({ quantity: Number(quantity), type });
  });

  return (
    <Form id={FORM_ID} onSubmit={submit}>
      <Current>
        {productName}: <strong>{stock}</strong> in stock
      </Current>
      <ServerError message={serverError} />
      <TextField label="Quantity" id="stock-quantity" inputMode="numeric" {...field('quantity')} />
      <SelectField<StockType>
        label="Type"
        id="stock-type"
        options={typeOptions}
        isSearchable={false}
        isClearable
        placeholder="Select type"
        {...field('type')}
      />
    </Form>
  );
}
