import type { SalesReportGroup } from '@salon/api/sales/report-schemas';
import { SalesReportScreen, type SalesReportState } from '@salon/ui/screens/sales/SalesReportScreen';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage, useCapabilities, useSalonMoney } from '../core';
import { salesCapabilities } from './policies';
import { reportQueryOf, toReportView, withReport } from './report-view';
import { useSalesReport } from './use-sales-report';

export interface SalesReportContainerProps {
  /**
   * The CSV export of the report's days (the app composes it from the exports area), offered to the
   * roles that export; left out, no export.
   */
  exportAction?: (range: { from: string; to: string }) => ReactNode;
}

/**
 * /sales/report: the desk's sales over days grouped one way, the days and the grouping in the address
 * (`?from=&to=&by=`; left out, the server's last 30 days by day). A stylist's is their own figures.
 */
export function SalesReportContainer({ exportAction }: SalesReportContainerProps) {
  const can = useCapabilities(salesCapabilities);
  const { locale } = useSalonMoney();
  const [params, setParams] = useSearchParams();
  const { query, by, error } = reportQueryOf(params);
  const report = useSalesReport(error ? null : query);
  const data = report.data;
  // The days shown: the address's, else the ones the server answered for.
  const range = { from: query.from ?? data?.from ?? '', to: query.to ?? data?.to ?? '' };

  // A range the server would refuse asks nothing: the last answer stays under the message.
  const state: SalesReportState =
    report.error && !error
      ? { status: 'error', message: errorMessage(report.error) }
      : data
        ? { status: 'ready', report: toReportView(data, locale) }
        : error
          ? { status: 'ready', report: { stylistName: null, rows: [], totals: NO_TOTALS } }
          : { status: 'loading' };

  return (
    <SalesReportScreen
      state={state}
      range={range}
      group={by}
      rangeError={error}
      onRangeChange={(next) => setParams((current) => withReport(current, next))}
      onGroupChange={(next: SalesReportGroup) => setParams((current) => withReport(current, { by: next }))}
      exportAction={
        can.exportReport && exportAction && data && !error && !data.stylist
          ? exportAction({ from: data.from, to: data.to })
          : undefined
      }
    />
  );
}

const NO_TOTALS = { sales: 0, salesAmount: '—', tax: '—', tip: '—', refund: '—', net: '—' };
