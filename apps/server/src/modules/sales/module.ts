import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { PaymentRows } from '../appointment-payments';
import type { AppointmentRecords } from '../appointments';
import type { CouponService } from '../coupons';
import type { PaymentDestination, PaymentProvider } from '../payments';
import type { ProductReads } from '../products';
import type { SalonReads } from '../salons';
import type { ServiceReads } from '../services';
import type { StylistReads } from '../stylists';
import { DeskPayments } from './desk-payments';
import { SaleRepository } from './repository';
import { SaleService } from './service';

export interface SalesDeps {
  db: Database;
  salons: Pick<SalonReads, 'findById'>;
  appointments: Pick<AppointmentRecords, 'findById' | 'listVisitParts'>;
  appointmentPayments: Pick<PaymentRows, 'listForAppointments'>;
  services: Pick<ServiceReads, 'findMany' | 'listEnabledSubServices'>;
  products: Pick<ProductReads, 'findForSale' | 'listForWebsite'>;
  stylists: Pick<StylistReads, 'find'>;
  coupons: Pick<CouponService, 'applicable'>;
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
