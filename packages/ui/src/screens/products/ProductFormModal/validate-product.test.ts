import { describe, expect, it } from 'vitest';
import { priceCents, validateProduct, type ProductFormValues } from './validate-product';

const image = new File([new Uint8Array(10)], 'p.png', { type: 'image/png' });
const empty: ProductFormValues = {
  productName: '',
  productDescription: ' ',
  category: null,
  productPrice: '',
  actualPrice: '',
  rating: null,
  image: null,
};
const valid: ProductFormValues = {
  productName: 'Curl Cream',
  productDescription: 'Defines curls.',
  category: 'c1',
  productPrice: '12.50',
  actualPrice: '15',
  rating: 4,
  image,
};
const create = { hasImage: false, maxImageBytes: 5 * 1024 * 1024, currency: 'USD' };

describe('validateProduct', () => {
  it('gives every message in the spec’s order when all fail', () => {
    expect(Object.entries(validateProduct(empty, create))).toEqual([
      ['productName', 'Please enter product title'],
      ['productDescription', 'Please enter product description'],
      ['category', 'Please select product category'],
      ['productPrice', 'Please enter product price'],
      ['actualPrice', 'Please enter Actual Price'],
      ['rating', 'Please select rating'],
      ['image', 'Please select product image'],
    ]);
  });

  it('keeps the current image on update', () => {
    expect(validateProduct({ ...valid, image: null }, { ...create, hasImage: true })).toEqual({});
  });

  it('checks amounts, price against actual price, and the image', () => {
    expect(validateProduct({ ...valid, productPrice: '12.345' }, create)).toEqual({
      productPrice: 'Please enter a valid price',
    });
    expect(validateProduct({ ...valid, actualPrice: '0' }, create)).toEqual({
      actualPrice: 'Please enter a valid Actual Price',
    });
    expect(validateProduct({ ...valid, productPrice: '16' }, create)).toEqual({
      productPrice: 'Price cannot be more than the Actual Price',
    });
    const text = new File(['x'], 'x.txt', { type: 'text/plain' });
    expect(validateProduct({ ...valid, image: text }, create)).toEqual({
      image: 'Please select an image file',
    });
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    expect(validateProduct({ ...valid, image: big }, { ...create, maxImageBytes: 1024 * 1024 })).toEqual({
      image: 'The image must be 1 MB or smaller',
    });
  });

  it('allows the decimals of the salon’s currency: none in yen, three in dinars', () => {
    const yen = { ...create, currency: 'JPY' };
    expect(validateProduct({ ...valid, productPrice: '5000', actualPrice: '6000' }, yen)).toEqual({});
    expect(validateProduct({ ...valid, productPrice: '12.5', actualPrice: '6000' }, yen)).toEqual({
      productPrice: 'Please enter a valid price',
    });
    const dinars = { ...create, currency: 'KWD' };
    expect(validateProduct({ ...valid, productPrice: '12.345', actualPrice: '12.346' }, dinars)).toEqual({});
    expect(validateProduct({ ...valid, productPrice: '12.346', actualPrice: '12.345' }, dinars)).toEqual({
      productPrice: 'Price cannot be more than the Actual Price',
    });
  });

  it('reads prices without float drift', () => {
    expect(priceCents('0.29')).toBe(29);
    expect(priceCents('$18')).toBe(1800);
    expect(priceCents('abc')).toBeNull();
  });
});
