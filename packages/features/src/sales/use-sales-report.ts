import { getSalesReport } from '@salon/api/sales/endpoints';
import type { SalesReportQuery } from '@salon/api/sales/report-schemas';
import { useApiQuery } from '../core';
import { saleKeys } from './keys';

/** The sales report of `query` (`GET /sales/report`); null asks nothing (a range the server would refuse). */
export function useSalesReport(query: SalesReportQuery | null) {
  return useApiQuery(query ? saleKeys.report(query) : null, getSalesReport, query ? { query } : null, {
    keepPreviousData: true,
  });
}
