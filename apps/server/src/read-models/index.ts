// The read models' public face: reports and exports that read across the tables their modules own.
// They read only (apps/server/test/table-owners.test.ts), through the schema, and import no module.
import type { Database } from '../db/client';
import { appointmentExportRows } from './appointment-export';
import { clientExportRows } from './client-export';
import type { InstantRange } from './export-batches';
import { exportSalon } from './export-salon';
import { orderExportRows } from './order-export';
import { productExportRows } from './product-export';
import { saleExportRows } from './sale-export';

export { DashboardReports, type LocalRange, type ReportScope } from './dashboard-reports';
export type { InstantRange } from './export-batches';
export { teamDayAppointments, teamStylists } from './team-day';
export { visitPayments, visitMoney, withSales, type VisitKey } from './visit-payments';

/** The CSV exports' rows of a salon, one read model per file. */
export function exportReads(db: Database) {
  return {
    salon: (salonId: string) => exportSalon(db, salonId),
    clients: (salonId: string) => clientExportRows(db, salonId),
    appointments: (salonId: string, range: InstantRange) => appointmentExportRows(db, salonId, range),
    orders: (salonId: string, range: InstantRange) => orderExportRows(db, salonId, range),
    products: (salonId: string) => productExportRows(db, salonId),
    sales: (salonId: string, range: InstantRange) => saleExportRows(db, salonId, range),
  };
}

export type ExportReads = ReturnType<typeof exportReads>;
