import type {
  Sale,
  SaleItem,
  SaleItemQuery,
  SaleListQuery,
  SaleSettings,
  SaleSummary,
  SaveSaleBody,
  StartSaleBody,
  VoidSaleBody,
} from '@salon/api/sales/schemas';
import type { Paged } from '@salon/api/shared/schemas';
import { pageOf } from '../../db/paging';
import type { SalonRow } from '../../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { authorize, permits } from '../../http/authorize';
import { ownSalonOf, type Viewer } from '../../http/viewer';
import type { AppointmentRecords } from '../appointments';
import type { PaymentRows } from '../appointment-payments';
import type { CouponService } from '../coupons';
import type { ProductReads } from '../products';
import type { SalonReads } from '../salons';
import type { ServiceReads } from '../services';
import type { StylistReads } from '../stylists';
import { saleOf, settingsOf, summaryOf, taxesOf } from './mapping';
import type { SaleRecord, SaleRepository } from './repository';
import { priceLines } from './sale-lines';

export const SALE_NOT_FOUND = 'Sale not found';
export const APPOINTMENT_NOT_FOUND = 'Appointment not found';
export const CANCELED_CHECKOUT = 'A canceled appointment cannot be checked out';
export const SALE_CLOSED = 'This sale is already paid';
export const PAYMENT_TAKEN = 'A payment was taken: the sale can no longer change';
export const SALE_CHANGED = 'The sale was changed meanwhile: look again and save';
export const DISCOUNT_AND_COUPON = 'Use a discount or a coupon, not both';
export const VOID_PAID = 'A payment was taken for this sale: refund it instead';
const ITEMS_SHOWN = 20;

export interface SaleServiceDeps {
  sales: SaleRepository;
  salons: Pick<SalonReads, 'findById'>;
  appointments: Pick<AppointmentRecords, 'findById' | 'listVisitParts'>;
  appointmentPayments: Pick<PaymentRows, 'listForAppointments'>;
  services: Pick<ServiceReads, 'findMany' | 'listEnabledSubServices'>;
  products: Pick<ProductReads, 'findForSale' | 'listForWebsite'>;
  stylists: Pick<StylistReads, 'find'>;
  coupons: Pick<CouponService, 'applicable'>;
}

/**
 * The front desk's sales: a visit checked out (its services at the price booked, its deposit netted off)
 * or a walk-in sold at the counter, priced by the server on every save (@salon/rules/sale-pricing). The
 * owner and managers sell; a stylist reads the sales with their own lines or tips. Payments are
 * DeskPayments'.
 */
export class SaleService {
  constructor(private readonly deps: SaleServiceDeps) {}

  async settings(viewer: Viewer): Promise<SaleSettings> {
    authorize(viewer, 'sales.view');
    return settingsOf(await this.deps.sales.settings(ownSalonOf(viewer)));
  }

  async saveSettings(viewer: Viewer, body: SaleSettings): Promise<SaleSettings> {
    authorize(viewer, 'sales.settings');
    const row = await this.deps.sales.saveSettings(ownSalonOf(viewer), {
      taxLabel: body.taxLabel.trim(),
      taxNumber: body.taxNumber?.trim() ?? '',
      serviceTaxBp: body.service.rateBp,
      serviceTaxInclusive: body.service.inclusive,
      productTaxBp: body.product.rateBp,
      productTaxInclusive: body.product.inclusive,
      tipPresets: [...new Set(body.tipPresets)].sort((a, b) => a - b),
    });
    return settingsOf(row);
  }

  /** An appointment's sale (made once: Checkout again opens it), or a walk-in's new sale per key. */
  async start(viewer: Viewer, body: StartSaleBody): Promise<Sale> {
    authorize(viewer, 'sales.checkout');
    const salon = await this.salonOf(viewer);
    const visit = body.appointmentId ? await this.visitOf(salon.id, body.appointmentId) : null;
    // Priced before the transaction: its connection is the only one on the embedded database.
    const taxes = taxesOf(settingsOf(await this.deps.sales.settings(salon.id)));
    const visitLines = visit
      ? await priceLines(this.deps, {
          salonId: salon.id,
          current: visit.lines,
          lines: visit.lines.map((line) => ({
            kind: 'service',
            itemId: line.itemId!,
            stylistId: line.stylistId,
            quantity: 1,
          })),
          discount: null,
          taxes,
          tip: { kind: 'none' },
          tipStylistIds: null,
          prepaidMinor: visit.depositMinor,
        })
      : null;
    const record = await this.deps.sales.transaction(async (sales) => {
      const { sale, created } = await sales.insertOnce({
        salonId: salon.id,
        currency: salon.currency,
        appointmentId: visit?.appointmentId ?? null,
        visitId: visit?.visitId ?? null,
        clientUserId: visit?.client.userId ?? null,
        clientName: visit?.client.name ?? '',
        clientEmail: visit?.client.email ?? '',
        prepaidMinor: visit?.depositMinor ?? 0,
        createdBy: viewer.userId,
        idempotencyKey: body.key,
      });
      if (!created || !visitLines) return sales.record(salon.id, sale);
      await sales.replaceLines(salon.id, sale.id, visitLines.rows, []);
      const updated = await sales.update(salon.id, sale.id, totalsOf(visitLines.priced));
      return sales.record(salon.id, updated);
    });
    return saleOf(record);
  }

  async get(viewer: Viewer, saleId: string): Promise<Sale> {
    authorize(viewer, 'sales.view');
    const salonId = ownSalonOf(viewer);
    const row = await this.deps.sales.find(salonId, saleId);
    if (!row) throw new NotFoundError(SALE_NOT_FOUND);
    const record = await this.deps.sales.record(salonId, row);
    if (!permits(viewer, 'sales.checkout') && !hasStylist(record, viewer.userId)) {
      throw new NotFoundError(SALE_NOT_FOUND);
    }
    return saleOf(record);
  }

  /** The open sale's lines, discount, coupon, tip and client as given, priced again. */
  async save(viewer: Viewer, body: SaveSaleBody): Promise<Sale> {
    authorize(viewer, 'sales.checkout');
    const salon = await this.salonOf(viewer);
    const couponCode = body.couponCode?.trim().toUpperCase() ?? '';
    if (couponCode && body.discount) throw new BadRequestError(DISCOUNT_AND_COUPON);
    const coupon = couponCode ? await this.deps.coupons.applicable(salon, couponCode) : null;
    const discount = coupon ? { kind: coupon.discountType, value: coupon.discount } : (body.discount ?? null);
    const before = await this.deps.sales.find(salon.id, body.saleId);
    if (!before) throw new NotFoundError(SALE_NOT_FOUND);
    const current = await this.deps.sales.record(salon.id, before);
    assertOpen(current);
    // Priced before the transaction (its connection is the embedded database's only one), then written
    // only if the sale did not change meanwhile.
    const tipStylistIds = body.tipStylistIds ?? null;
    const { rows, priced, tipStylists } = await priceLines(this.deps, {
      salonId: salon.id,
      current: current.lines,
      lines: body.lines,
      discount,
      taxes: taxesOf(settingsOf(await this.deps.sales.settings(salon.id))),
      tip: body.tip ?? { kind: 'none' },
      tipStylistIds,
      prepaidMinor: before.prepaidMinor,
    });
    const record = await this.deps.sales.transaction(async (sales) => {
      const sale = await sales.lock(salon.id, body.saleId);
      if (!sale) throw new NotFoundError(SALE_NOT_FOUND);
      assertOpen(await sales.record(salon.id, sale));
      if (sale.updatedAt.getTime() !== before.updatedAt.getTime()) throw new ConflictError(SALE_CHANGED);
      const names = new Map(tipStylists.map((stylist) => [stylist.id, stylist.name]));
      await sales.replaceLines(
        salon.id,
        sale.id,
        rows,
        priced.tips.map((tip) => ({
          stylistId: tip.stylistId,
          stylistName: names.get(tip.stylistId) ?? '',
          amountMinor: tip.amountMinor,
        })),
      );
      const updated = await sales.update(salon.id, sale.id, {
        ...totalsOf(priced),
        discount: coupon ? null : discount,
        couponCode: coupon ? coupon.code : '',
        tip: body.tip ?? { kind: 'none' },
        tipStylistIds,
        ...(body.client === undefined
          ? {}
          : body.client === null
            ? { clientUserId: null, clientName: '', clientEmail: '' }
            : {
                clientName: body.client.name.trim(),
                clientEmail: body.client.email?.trim().toLowerCase() ?? '',
              }),
      });
      return sales.record(salon.id, updated);
    });
    return saleOf(record);
  }

  /**
   * An open sale given up (a walk-in who left, a checkout started by mistake): once, with a reason. A sale
   * with a payment is refunded instead; the visit's deposit stays with its appointment.
   */
  async void(viewer: Viewer, body: VoidSaleBody): Promise<Sale> {
    authorize(viewer, 'sales.checkout');
    const salonId = ownSalonOf(viewer);
    const record = await this.deps.sales.transaction(async (sales) => {
      const sale = await sales.lock(salonId, body.saleId);
      if (!sale) throw new NotFoundError(SALE_NOT_FOUND);
      if (sale.status === 'voided') return sales.record(salonId, sale);
      if (sale.status !== 'open') throw new ConflictError(SALE_CLOSED);
      const current = await sales.record(salonId, sale);
      if (current.payments.some((payment) => payment.status !== 'declined')) {
        throw new ConflictError(VOID_PAID);
      }
      const updated = await sales.update(salonId, sale.id, {
        status: 'voided',
        voidReason: body.reason.trim(),
      });
      return sales.record(salonId, updated);
    });
    return saleOf(record);
  }

  /** Newest first; a stylist sees the sales with their own lines or tips. */
  async list(viewer: Viewer, query: SaleListQuery): Promise<Paged<SaleSummary>> {
    authorize(viewer, 'sales.view');
    const salonId = ownSalonOf(viewer);
    const { rows, total } = await this.deps.sales.list(salonId, {
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
      ...(query.status ? { status: query.status } : {}),
      ...(permits(viewer, 'sales.checkout') ? {} : { stylistId: viewer.userId }),
    });
    return pageOf(rows.map(summaryOf), total, query.pageSize);
  }

  /** The enabled services and products whose name holds `search`: what Add item offers. */
  async items(viewer: Viewer, query: SaleItemQuery): Promise<SaleItem[]> {
    authorize(viewer, 'sales.checkout');
    const salonId = ownSalonOf(viewer);
    const search = query.search?.trim() || undefined;
    const [services, products] = await Promise.all([
      this.deps.services.listEnabledSubServices(salonId, search, { offset: 0, limit: ITEMS_SHOWN }),
      this.deps.products.listForWebsite(salonId, {
        ...(search ? { search } : {}),
        pageNumber: 1,
        pageSize: ITEMS_SHOWN,
      }),
    ]);
    return [
      ...services.rows.map((row) => ({
        kind: 'service' as const,
        _id: row.id,
        name: row.title,
        priceMinor: row.chargesCents,
        stock: null,
      })),
      ...products.rows.map((row) => ({
        kind: 'product' as const,
        _id: row.id,
        name: row.name,
        priceMinor: row.priceCents,
        stock: row.stock,
      })),
    ];
  }

  private async salonOf(viewer: Viewer): Promise<SalonRow> {
    const salon = await this.deps.salons.findById(ownSalonOf(viewer));
    if (!salon) throw new NotFoundError('Salon not found');
    return salon;
  }

  /**
   * What a checkout starts from: the visit's live parts (a single booking is a visit of one), the client,
   * and the deposit it paid online less what was refunded of it.
   */
  private async visitOf(salonId: string, appointmentId: string) {
    const appointment = await this.deps.appointments.findById(salonId, appointmentId);
    if (!appointment) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
    const parts = (
      appointment.visitId
        ? await this.deps.appointments.listVisitParts(salonId, [appointment.visitId])
        : [appointment]
    ).filter((part) => part.status !== 'canceled');
    if (parts.length === 0) throw new ConflictError(CANCELED_CHECKOUT);
    const payments = await this.deps.appointmentPayments.listForAppointments(
      salonId,
      parts.map((part) => part.id),
    );
    const deposits = payments.filter(
      (row) => row.kind === 'deposit' && (row.status === 'succeeded' || row.status === 'refunded'),
    );
    const depositIds = new Set(deposits.map((row) => row.id));
    const refunded = payments
      .filter(
        (row) => row.kind === 'refund' && row.status === 'succeeded' && depositIds.has(row.refundOf ?? ''),
      )
      .reduce((sum, row) => sum + row.amountCents, 0);
    const paid = deposits.reduce((sum, row) => sum + row.amountCents, 0);
    const first = parts[0]!;
    return {
      // A visit's first part stands for the visit: one sale per visit.
      appointmentId: first.id,
      visitId: first.visitId,
      client: { userId: first.userId, name: first.clientName, email: first.clientEmail },
      depositMinor: Math.max(0, paid - refunded),
      lines: parts
        .filter((part) => part.subServiceId)
        .map((part) => ({
          kind: 'service' as const,
          itemId: part.subServiceId,
          name: part.subServiceTitle ?? '',
          stylistId: part.stylist.id,
          stylistName: part.stylist.name,
          listPriceMinor: part.subServiceChargesCents ?? 0,
        })),
    };
  }
}

function totalsOf(priced: {
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  tipMinor: number;
  totalMinor: number;
}) {
  return {
    subtotalMinor: priced.subtotalMinor,
    discountMinor: priced.discountMinor,
    taxMinor: priced.taxMinor,
    tipMinor: priced.tipMinor,
    totalMinor: priced.totalMinor,
  };
}

/** A sale the desk may still change: open, and no payment taken (a declined one does not count). */
function assertOpen(record: SaleRecord): void {
  if (record.status !== 'open') throw new ConflictError(SALE_CLOSED);
  if (record.payments.some((payment) => payment.status !== 'declined'))
    throw new ConflictError(PAYMENT_TAKEN);
}

function hasStylist(record: SaleRecord, userId: string): boolean {
  return (
    record.lines.some((line) => line.stylistId === userId) ||
    record.tips.some((tip) => tip.stylistId === userId)
  );
}
