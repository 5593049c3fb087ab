import {
  MAX_REPORT_DAYS,
  SALES_REPORT_MESSAGES,
  type SalesReport,
  type SalesReportQuery,
} from '@salon/api/sales/report-schemas';
import { BadRequestError, NotFoundError } from '../../errors';
import { authorize, permits } from '../../http/authorize';
import { ownSalonOf, type Viewer } from '../../http/viewer';
import { addDays, daysBetween, todayIn, zoneOf } from '../../lib/time-zones';
import type { SalonReads } from '../salons';
import type { ReportFigures, SaleReportRepository } from './report-repository';

export const STYLIST_OWN_ONLY = "A stylist's report shows their own sales and tips";
/** The days a report covers when none are given: the last 30, today included. */
const DEFAULT_DAYS = 30;

/**
 * The sales report: the desk's money by day, stylist, service, product or payment method over days in the
 * salon's zone, read from the daily rollups the paying and refunding transactions keep. The owner and the
 * manager see the salon's; a stylist their own lines and tips (never the payment methods).
 */
export class SalesReports {
  constructor(
    private readonly deps: {
      reports: SaleReportRepository;
      salons: Pick<SalonReads, 'findById'>;
      staffName: (userId: string) => Promise<string>;
      now: () => Date;
    },
  ) {}

  async report(viewer: Viewer, query: SalesReportQuery): Promise<SalesReport> {
    authorize(viewer, 'sales.reports');
    const salon = await this.deps.salons.findById(ownSalonOf(viewer));
    if (!salon) throw new NotFoundError('Salon not found');
    const to = query.to ?? todayIn(zoneOf(salon), this.deps.now());
    const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
    if (from > to) throw new BadRequestError(SALES_REPORT_MESSAGES.range);
    if (daysBetween(from, to) + 1 > MAX_REPORT_DAYS) throw new BadRequestError(SALES_REPORT_MESSAGES.tooLong);
    const by = query.by ?? 'day';
    const own = permits(viewer, 'sales.checkout') ? null : viewer.userId;
    if (by === 'method') authorize(viewer, 'sales.reportMethods', STYLIST_OWN_ONLY);
    const range = { from, to };
    const rows = await this.deps.reports.grouped(salon.id, range, by, own);
    const totals = await this.deps.reports.totals(salon.id, range, own);
    return {
      currency: salon.currency,
      from,
      to,
      by,
      stylist: own ? { _id: own, name: await this.deps.staffName(own) } : null,
      rows: rows.map((row) => ({
        key: row.key,
        label: row.label,
        quantity: row.quantity,
        salesMinor: row.salesMinor,
        taxMinor: Math.max(0, row.taxMinor - row.refundTaxMinor),
        tipMinor: row.tipMinor,
        refundMinor: row.refundMinor,
        netMinor: netOf(row),
      })),
      totals: {
        sales: totals.quantity,
        salesMinor: totals.salesMinor,
        taxMinor: totals.taxMinor - totals.refundTaxMinor,
        tipMinor: totals.tipMinor,
        refundMinor: totals.refundMinor,
        netMinor: netOf(totals),
      },
    };
  }
}

function netOf(figures: ReportFigures): number {
  return figures.salesMinor + figures.tipMinor - figures.refundMinor;
}
