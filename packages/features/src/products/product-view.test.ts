import { buildProduct } from '@salon/api/mocks/factories/products';
import { describe, expect, it } from 'vitest';
import { toCardView, toDetailView, toFormValues } from './product-view';

describe('product views', () => {
  it('formats prices and shows the actual price only with a discount', () => {
    expect(toCardView(buildProduct(1))).toMatchObject({ price: '$18.00', actualPrice: '$24.00' });
    expect(toCardView(buildProduct(4))).toMatchObject({ price: '$14.00', actualPrice: null });
  });

  it('gives the discount percent of the details', () => {
    expect(toDetailView(buildProduct(1)).discount).toBe('Save 25 %');
    expect(toDetailView(buildProduct(8)).discount).toBe('Save 25.21 %');
    expect(toDetailView(buildProduct(4)).discount).toBeNull();
  });

  it('fills the form with dollars', () => {
    expect(toFormValues(buildProduct(3))).toMatchObject({
      productPrice: '29.99',
      actualPrice: '34.99',
      rating: 5,
    });
  });
});
