import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { PaymentDestination, PaymentProvider } from '../payments';
import { DeskPayments } from './desk-payments';
import { SaleRefundRepository } from './refund-repository';
import { SaleReportRepository } from './report-repository';
import { SaleRepository } from './repository';
import { SaleRefunds } from './sale-refunds';
import { SalesReports } from './sales-report';
import { SaleService, type SaleServiceDeps } from './service';

/** What the sales module reads of others and the parts it takes its payments through. */
export interface SalesDeps extends Omit<SaleServiceDeps, 'sales'> {
  db: Database;
  payments: PaymentProvider;
  destinationOf?: (salonId: string, amountCents: number) => Promise<PaymentDestination>;
  /** A staff member's name, kept on what they refund. */
  staffName: (userId: string) => Promise<string>;
  mailer: Mailer;
  now: () => Date;
}

/** The cash the desk took and gave back between two instants: what the cash drawer expects of sales. */
export type SaleCash = Pick<SaleRefundRepository, 'cashBetween'>;

/** The desk's cash read in `tx`, the cash drawer's transaction. */
export function saleCashIn(tx: Database): SaleCash {
  return new SaleRefundRepository(tx);
}

/** The front desk: sales, their payments, refunds and report; the repositories stay inside. */
export function buildSales({ db, payments, destinationOf, staffName, mailer, now, ...reads }: SalesDeps) {
  const sales = new SaleRepository(db);
  return {
    sales: new SaleService({ sales, ...reads }),
    deskPayments: new DeskPayments({
      sales,
      salons: reads.salons,
      payments,
      ...(destinationOf ? { destinationOf } : {}),
      mailer,
      now,
    }),
    refunds: new SaleRefunds({
      sales,
      salons: reads.salons,
      payments,
      destinationCharges: Boolean(destinationOf),
      staffName,
      mailer,
      now,
    }),
    reports: new SalesReports({
      reports: new SaleReportRepository(db),
      salons: reads.salons,
      staffName,
      now,
    }),
  };
}
