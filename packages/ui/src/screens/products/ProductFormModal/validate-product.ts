import { textToMinor } from '@salon/rules/money';
import { isBlank, type FormErrors } from '@salon/ui/forms';

export interface ProductFormValues {
  productName: string;
  productDescription: string;
  /** Category id. */
  category: string | null;
  /** Major units of the salon's currency as typed, e.g. '18', '18.50' (USD), '1800' (JPY), '1.250' (KWD). */
  productPrice: string;
  actualPrice: string;
  rating: number | null;
  /** A newly chosen image; null keeps the current one (update) or fails (create). */
  image: File | null;
}

export type ProductFormErrors = FormErrors<keyof ProductFormValues>;

export const RATINGS = [1, 2, 3, 4, 5] as const;

/** '18.50' → 1850; null when the text is not an amount with at most two decimals. */
export function priceCents(text: string): number | null {
  const match = /^\s*\$?\s*(\d{1,9})(?:\.(\d{0,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export interface ProductValidationOptions {
  /** Updating a product that has an image: a new one is optional. */
  hasImage: boolean;
  maxImageBytes: number;
  /** The salon's currency: how many decimals a price may have (USD 2, JPY 0, KWD 3). */
  currency: string;
}

/**
 * Spec 2 §5 product checks in the spec's order, then what the spec leaves out: amounts must be prices,
 * the price not above the actual price, and the image an image within the size limit.
 */
export function validateProduct(
  values: ProductFormValues,
  options: ProductValidationOptions,
): ProductFormErrors {
  const errors: ProductFormErrors = {};
  if (isBlank(values.productName)) errors.productName = 'Please enter product title';
  if (isBlank(values.productDescription)) errors.productDescription = 'Please enter product description';
  if (!values.category) errors.category = 'Please select product category';
  const price = textToMinor(values.productPrice, options.currency);
  const actual = textToMinor(values.actualPrice, options.currency);
  if (isBlank(values.productPrice)) errors.productPrice = 'Please enter product price';
  else if (price === null || price === 0) errors.productPrice = 'Please enter a valid price';
  if (isBlank(values.actualPrice)) errors.actualPrice = 'Please enter Actual Price';
  else if (actual === null || actual === 0) errors.actualPrice = 'Please enter a valid Actual Price';
  if (!errors.productPrice && !errors.actualPrice && price !== null && actual !== null && price > actual) {
    errors.productPrice = 'Price cannot be more than the Actual Price';
  }
  if (values.rating === null) errors.rating = 'Please select rating';
  if (!values.image) {
    if (!options.hasImage) errors.image = 'Please select product image';
  } else if (!values.image.type.startsWith('image/')) {
    errors.image = 'Please select an image file';
  } else if (values.image.size > options.maxImageBytes) {
    errors.image = `The image must be ${Math.round(options.maxImageBytes / (1024 * 1024))} MB or smaller`;
  }
  return errors;
}
