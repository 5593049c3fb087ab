import { Readable } from 'node:stream';
import {
  DATED_EXPORTS,
  EXPORT_MESSAGES,
  type ExportFile,
  type ExportQuery,
} from '@salon/api/exports/schemas';
import { BadRequestError, NotFoundError } from '../../errors';
import { authorize } from '../../http/authorize';
import { ownSalonOf, type Viewer } from '../../http/viewer';
import { CSV_BOM, csvAmount, csvLine, type CsvValue } from '../../lib/csv';
import { addDays, instantToLocal, startOfLocalDay, zoneOf } from '../../lib/time-zones';
import { appointmentCode } from '../appointments';
import type { ExportReads, InstantRange } from '../../read-models';

/** A streamed CSV file and the name the browser saves it under. */
export interface ExportStream {
  body: Readable;
  filename: string;
}

/**
 * A salon's data as CSV files: the owner's or manager's own salon only, times in the salon's zone,
 * streamed row by row from the database in batches (constant memory, whatever the history).
 */
export class ExportsService {
  constructor(private readonly repository: ExportReads) {}

  async open(viewer: Viewer, file: ExportFile, query: ExportQuery): Promise<ExportStream> {
    authorize(viewer, 'exports.download');
    const salonId = ownSalonOf(viewer);
    const dated = DATED_EXPORTS.includes(file);
    if (!dated && (query.from || query.to)) throw new BadRequestError(EXPORT_MESSAGES.undated);
    if (query.from && query.to && query.from > query.to) throw new BadRequestError(EXPORT_MESSAGES.range);
    const salon = await this.repository.salon(salonId);
    if (!salon) throw new NotFoundError('Salon not found');
    const zone = zoneOf(salon);
    const range: InstantRange = {
      from: query.from ? startOfLocalDay(zone, query.from) : undefined,
      to: query.to ? startOfLocalDay(zone, addDays(query.to, 1)) : undefined,
    };
    const lines = this.lines(file, salonId, zone, range, salon.currency);
    const span = query.from || query.to ? `-${query.from ?? 'start'}-to-${query.to ?? 'today'}` : '';
    return {
      body: Readable.from(withBom(lines), { objectMode: false }),
      filename: `${salon.slug}-${file.replace('.csv', '')}${span}.csv`,
    };
  }

  private lines(
    file: ExportFile,
    salonId: string,
    zone: string,
    range: InstantRange,
    /** The salon's currency: its prices' digits (an order's own currency for its amounts). */
    currency: string,
  ): AsyncGenerator<string> {
    const local = (instant: Date | null) => {
      if (!instant) return { date: '', time: '' };
      const parts = instantToLocal(zone, instant);
      return { date: parts.date, time: parts.time };
    };
    switch (file) {
      case 'clients.csv':
        return rows(
          ['Name', 'Email', 'Phone', 'Gender', 'Address', 'Preferred stylist', 'Note', 'Status', 'Joined'],
          this.repository.clients(salonId),
          (client) => [
            client.name,
            client.email,
            client.phone,
            client.gender,
            client.address,
            client.stylistName,
            client.note,
            client.active ? 'Active' : 'Inactive',
            local(client.createdAt).date,
          ],
        );
      case 'appointments.csv':
        return rows(
          [
            'Appointment',
            'Date',
            'Start',
            'End',
            'Time zone',
            'Status',
            'Stylist',
            'Service',
            'Sub service',
            'Price',
            'Client',
            'Client email',
            'Client phone',
            'Booked through',
            'Comment',
          ],
          this.repository.appointments(salonId, range),
          (visit) => [
            appointmentCode(visit.number),
            local(visit.startsAt).date,
            local(visit.startsAt).time,
            local(visit.endsAt).time,
            zone,
            visit.status,
            visit.stylistName,
            visit.service,
            visit.subService,
            csvAmount(visit.priceCents, currency),
            visit.clientName,
            visit.clientEmail,
            visit.clientPhone,
            visit.source,
            visit.comment,
          ],
        );
      case 'orders.csv':
        return rows(
          [
            'Order',
            'Date',
            'Time',
            'Status',
            'Payment',
            'Paid at',
            'Customer',
            'Customer email',
            'Items',
            'Items amount',
            'Discount',
            'Coupon',
            'Other charges',
            'Total',
          ],
          this.repository.orders(salonId, range),
          (order) => {
            const paid = local(order.paidAt);
            return [
              order.number,
              local(order.createdAt).date,
              local(order.createdAt).time,
              order.status,
              order.paymentStatus,
              paid.date ? `${paid.date} ${paid.time}` : '',
              order.customerName,
              order.customerEmail,
              order.items,
              csvAmount(order.amountCents, order.currency),
              csvAmount(order.discountCents, order.currency),
              order.couponCode,
              csvAmount(order.otherAmountCents, order.currency),
              csvAmount(order.totalAmountCents, order.currency),
            ];
          },
        );
      case 'sales.csv':
        return rows(
          [
            'Receipt',
            'Date',
            'Time',
            'Status',
            'Client',
            'Kind',
            'Item',
            'Stylist',
            'Quantity',
            'Unit price',
            'Discount',
            'Tax',
            'Line total',
            'Refunded quantity',
            'Sale tip',
            'Sale total',
            'Sale refunded',
          ],
          this.repository.sales(salonId, range),
          (line) => [
            line.receiptNumber ?? '',
            local(line.paidAt).date,
            local(line.paidAt).time,
            line.status,
            line.clientName,
            line.kind,
            line.name,
            line.stylistName,
            line.quantity,
            csvAmount(line.unitPriceMinor, line.currency),
            csvAmount(line.discountMinor, line.currency),
            csvAmount(line.taxMinor, line.currency),
            csvAmount(line.totalMinor, line.currency),
            line.refundedQuantity,
            csvAmount(line.saleTipMinor, line.currency),
            csvAmount(line.saleTotalMinor, line.currency),
            csvAmount(line.saleRefundedMinor, line.currency),
          ],
        );
      case 'products.csv':
        return rows(
          ['Name', 'Category', 'Price', 'Regular price', 'Stock', 'Status', 'Added'],
          this.repository.products(salonId),
          (product) => [
            product.name,
            product.category,
            csvAmount(product.priceCents, currency),
            csvAmount(product.actualPriceCents, currency),
            product.stock,
            product.enable ? 'Active' : 'Inactive',
            local(product.createdAt).date,
          ],
        );
    }
  }
}

async function* rows<Row>(
  header: readonly string[],
  source: AsyncIterable<Row>,
  cells: (row: Row) => CsvValue[],
): AsyncGenerator<string> {
  yield csvLine(header);
  for await (const row of source) yield csvLine(cells(row));
}

async function* withBom(lines: AsyncIterable<string>): AsyncGenerator<Buffer> {
  let first = true;
  // Lines gathered to about 64 KB per write: fewer, larger chunks for the socket.
  let pending = '';
  for await (const line of lines) {
    pending += first ? CSV_BOM + line : line;
    first = false;
    if (pending.length >= 65_536) {
      yield Buffer.from(pending, 'utf8');
      pending = '';
    }
  }
  if (pending || first) yield Buffer.from(first ? CSV_BOM : pending, 'utf8');
}
