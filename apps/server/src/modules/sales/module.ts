import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { PaymentDestination, PaymentProvider } from '../payments';
import { DeskPayments } from './desk-payments';
import { SaleRepository } from './repository';
import { SaleService, type SaleServiceDeps } from './service';

/** What the sales module reads of others and the parts it takes its payments through. */
export interface SalesDeps extends Omit<SaleServiceDeps, 'sales'> {
  db: Database;
  payments: PaymentProvider;
  destinationOf?: (salonId: string, amountCents: number) => Promise<PaymentDestination>;
  mailer: Mailer;
  now: () => Date;
}

/** The front desk: sales and their payments; the repository stays inside. */
export function buildSales({ db, payments, destinationOf, mailer, now, ...reads }: SalesDeps) {
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
  };
}
