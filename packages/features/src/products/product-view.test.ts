import { buildProduct } from '@salon/api/mocks/factories/products';
import { describe, expect, it } from 'vitest';
import { toCardView, toDetailView, toFormValues } from './product-view';

const USD = { currency: 'USD', locale: 'en-US' };

describe('product views', () => {
  it('formats prices and shows the actual price only with a discount', () => {
    expect(toCardView(buildProduct(1), USD)).toMatchObject({ price: '$18.00', actualPrice: '$24.00' });
    expect(toCardView(buildProduct(4), USD)).toMatchObject({ price: '$14.00', actualPrice: null });
  });

  it('formats prices in the salon’s currency and locale', () => {
    const euros = toCardView(buildProduct(1), { currency: 'EUR', locale: 'de-DE' });
    expect(euros.price.replace(/\u00a0/g, ' ')).toBe('18,00 €');
    expect(toFormValues(buildProduct(1), 'JPY').productPrice).toBe('1800');
  });

  it('gives the discount percent of the details', () => {
    expect(toDetailView(buildProduct(1), USD).discount).toBe('Save 25%');
    expect(toDetailView(buildProduct(8), USD).discount).toBe('Save 25.21%');
    expect(toDetailView(buildProduct(4), USD).discount).toBeNull();
  });

  it('fills the form with dollars', () => {
    expect(toFormValues(buildProduct(3), 'USD')).toMatchObject({
      productPrice: '29.99',
      actualPrice: '34.99',
      rating: 5,
    });
  });
});
