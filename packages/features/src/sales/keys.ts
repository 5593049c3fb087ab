import type { SalesReportQuery } from '@salon/api/sales/report-schemas';
import type { SaleListQuery } from '@salon/api/sales/schemas';
import { isAreaKey, namedKeys } from '../core/area-keys';

export const saleKeys = {
  all: ['sales'] as const,
  sale: (saleId: string) => ['sales', 'sale', saleId] as const,
  list: (query: SaleListQuery) => ['sales', 'list', query] as const,
  items: (search: string) => ['sales', 'items', search] as const,
  settings: ['sales', 'settings'] as const,
  reader: ['sales', 'reader'] as const,
  stylists: ['sales', 'stylists'] as const,
  report: (query: SalesReportQuery) => ['sales', 'report', query] as const,
  ...namedKeys('sales', ['start', 'save', 'pay', 'save-settings', 'refund', 'void']),
};

/** Every page of the sales list: revalidated after a payment or a save. */
export const isSalesListKey = isAreaKey('sales', 'list');

/** Every range and grouping of the sales report: revalidated after a refund. */
export const isSalesReportKey = isAreaKey('sales', 'report');

export { SALE_PAGE_SIZE } from '@salon/api/sales/schemas';
