import type { SaleListQuery } from '@salon/api/sales/schemas';
import { isAreaKey, namedKeys } from '../core/area-keys';

export const saleKeys = {
  all: ['sales'] as const,
  sale: (saleId: string) => ['sales', 'sale', saleId] as const,
  list: (query: SaleListQuery) => ['sales', 'list', query] as const,
  items: (search: string) => ['sales', 'items', search] as const,
  settings: ['sales', 'settings'] as const,
  stylists: ['sales', 'stylists'] as const,
  ...namedKeys('sales', ['start', 'save', 'pay', 'save-settings']),
};

/** Every page of the sales list: revalidated after a payment or a save. */
export const isSalesListKey = isAreaKey('sales', 'list');

export { SALE_PAGE_SIZE } from '@salon/api/sales/schemas';
