import type { SaleDiscount, SaleLineBody, SaleTip } from '@salon/api/sales/schemas';
import { priceSale, type PricedSale, type SaleTaxes } from '@salon/rules/sale-pricing';
import type { SaleLineRow } from '../../db/schema';
import { BadRequestError } from '../../errors';
import type { ProductReads } from '../products';
import type { ServiceReads } from '../services';
import type { StylistReads } from '../stylists';
import type { NewSaleLineRow } from './repository';

export const ITEM_GONE = 'A service or product of the sale no longer exists';
export const ITEM_DISABLED = 'This item is not for sale now';
export const STYLIST_NOT_FOUND = 'Stylist not found';
export const PRICE_REASON_REQUIRED = 'Give a reason for the changed price';
export const PERCENT_OVER_100 = 'A percent discount cannot be more than 100';
export const TIP_WITHOUT_STYLIST = 'Choose who the tip goes to';

/** What a save reads of the sale's own lines: the item, its name and list price, its stylist. */
export type CurrentLine = Pick<
  SaleLineRow,
  'kind' | 'itemId' | 'name' | 'listPriceMinor' | 'stylistId' | 'stylistName'
>;

export interface SaleLineCatalogue {
  services: Pick<ServiceReads, 'findMany'>;
  products: Pick<ProductReads, 'findForSale'>;
  stylists: Pick<StylistReads, 'find'>;
}

/** What a sale's lines are made from: a name, the list price and who did it, before any change. */
interface ItemFacts {
  name: string;
  listPriceMinor: number;
  stylist: { id: string; name: string } | null;
  stock: number | null;
}

/** The lines a sale's save names, checked against the catalogue and the sale's own lines, then priced. */
export interface PricedLines {
  rows: NewSaleLineRow[];
  priced: PricedSale;
  tipStylists: Array<{ id: string; name: string }>;
}

function checkDiscount(discount: SaleDiscount | null | undefined): void {
  if (discount?.kind === 'percent' && discount.value > 100) throw new BadRequestError(PERCENT_OVER_100);
}

/**
 * Resolves the lines of a save. A line the sale already has (the visit's services, at the price booked)
 * keeps its name and list price even if the catalogue changed since; a new line takes the catalogue's
 * enabled item at today's price. A changed price needs a reason; products cannot sell more than stock.
 */
export async function priceLines(
  catalogue: SaleLineCatalogue,
  input: {
    salonId: string;
    current: readonly CurrentLine[];
    lines: readonly SaleLineBody[];
    discount: SaleDiscount | null;
    taxes: SaleTaxes;
    tip: SaleTip;
    tipStylistIds: readonly string[] | null;
    prepaidMinor: number;
  },
): Promise<PricedLines> {
  const { salonId, current, lines } = input;
  const facts = await itemFacts(catalogue, salonId, current, lines);
  const stylistIds = new Set<string>();
  for (const line of lines) if (line.stylistId) stylistIds.add(line.stylistId);
  for (const id of input.tipStylistIds ?? []) stylistIds.add(id);
  const stylists = await stylistsOf(catalogue, salonId, [...stylistIds]);

  const quantities = new Map<string, number>();
  const rows = lines.map((line): NewSaleLineRow => {
    checkDiscount(line.discount);
    const item = facts.get(`${line.kind}:${line.itemId}`)!;
    const unit = line.unitPriceMinor ?? item.listPriceMinor;
    const reason = line.priceReason?.trim() ?? '';
    if (unit !== item.listPriceMinor && !reason) throw new BadRequestError(PRICE_REASON_REQUIRED);
    if (item.stock !== null) {
      const wanted = (quantities.get(line.itemId) ?? 0) + line.quantity;
      quantities.set(line.itemId, wanted);
      if (wanted > item.stock) {
        throw new BadRequestError(
          item.stock === 0 ? `${item.name} is out of stock` : `Only ${item.stock} ${item.name} left in stock`,
        );
      }
    }
    const stylist =
      line.stylistId === undefined ? item.stylist : line.stylistId ? stylists.get(line.stylistId)! : null;
    return {
      kind: line.kind,
      itemId: line.itemId,
      name: item.name,
      stylistId: stylist?.id ?? null,
      stylistName: stylist?.name ?? '',
      quantity: line.quantity,
      listPriceMinor: item.listPriceMinor,
      unitPriceMinor: unit,
      priceReason: unit === item.listPriceMinor ? '' : reason,
      discount: line.discount ?? null,
      grossMinor: 0,
      discountMinor: 0,
      taxMinor: 0,
      totalMinor: 0,
    };
  });

  checkDiscount(input.discount);
  const tipStylists = input.tipStylistIds
    ? input.tipStylistIds.map((id) => stylists.get(id)!)
    : visitStylists(rows);
  if (input.tip.kind !== 'none' && input.tip.value > 0 && tipStylists.length === 0) {
    throw new BadRequestError(TIP_WITHOUT_STYLIST);
  }
  const priced = priceSale({
    lines: rows.map((row) => ({
      kind: row.kind,
      unitMinor: row.unitPriceMinor,
      quantity: row.quantity,
      discount: row.discount,
    })),
    discount: input.discount,
    taxes: input.taxes,
    tip: input.tip,
    tipStylists: tipStylists.map((stylist) => stylist.id),
    prepaidMinor: input.prepaidMinor,
  });
  priced.lines.forEach((line, index) => Object.assign(rows[index]!, line));
  return { rows, priced, tipStylists };
}

/** The stylists of a sale's service lines, once each, in line order: whom a tip goes to by default. */
export function visitStylists(
  lines: ReadonlyArray<Pick<NewSaleLineRow, 'kind' | 'stylistId' | 'stylistName'>>,
): Array<{ id: string; name: string }> {
  const seen = new Map<string, string>();
  for (const line of lines) {
    if (line.kind === 'service' && line.stylistId && !seen.has(line.stylistId)) {
      seen.set(line.stylistId, line.stylistName ?? '');
    }
  }
  return [...seen].map(([id, name]) => ({ id, name }));
}

async function itemFacts(
  catalogue: SaleLineCatalogue,
  salonId: string,
  current: readonly CurrentLine[],
  lines: readonly SaleLineBody[],
): Promise<Map<string, ItemFacts>> {
  const facts = new Map<string, ItemFacts>();
  const serviceIds = new Set<string>();
  const productIds = new Set<string>();
  for (const line of lines) (line.kind === 'service' ? serviceIds : productIds).add(line.itemId);
  const [services, products] = await Promise.all([
    catalogue.services.findMany(salonId, [...serviceIds]),
    catalogue.products.findForSale(salonId, [...productIds]),
  ]);
  for (const product of products) {
    facts.set(`product:${product.id}`, {
      name: product.name,
      listPriceMinor: product.priceCents,
      stylist: null,
      stock: product.stock,
    });
  }
  // The sale's own lines first: a booked service keeps the price it was booked at.
  for (const line of current) {
    if (!line.itemId) continue;
    const known = facts.get(`${line.kind}:${line.itemId}`);
    facts.set(`${line.kind}:${line.itemId}`, {
      name: line.name,
      listPriceMinor: line.listPriceMinor,
      stylist: line.stylistId ? { id: line.stylistId, name: line.stylistName } : null,
      stock: known?.stock ?? null,
    });
  }
  const enabledProducts = new Set(
    products.filter((product) => product.enable && product.categoryEnable).map((product) => product.id),
  );
  for (const line of lines) {
    const key = `${line.kind}:${line.itemId}`;
    const onSale = current.some((row) => row.kind === line.kind && row.itemId === line.itemId);
    if (line.kind === 'service' && !onSale) {
      const service = services.find((row) => row.id === line.itemId && row.parentId !== null);
      if (!service) throw new BadRequestError(ITEM_GONE);
      if (!service.enable) throw new BadRequestError(ITEM_DISABLED);
      facts.set(key, {
        name: service.title,
        listPriceMinor: service.chargesCents,
        stylist: null,
        stock: null,
      });
    }
    if (line.kind === 'product') {
      if (!facts.has(key)) throw new BadRequestError(ITEM_GONE);
      if (!onSale && !enabledProducts.has(line.itemId)) throw new BadRequestError(ITEM_DISABLED);
    }
  }
  return facts;
}

async function stylistsOf(
  catalogue: SaleLineCatalogue,
  salonId: string,
  ids: readonly string[],
): Promise<Map<string, { id: string; name: string }>> {
  const found = await Promise.all(ids.map((id) => catalogue.stylists.find(salonId, id)));
  const stylists = new Map<string, { id: string; name: string }>();
  found.forEach((row, index) => {
    if (!row) throw new BadRequestError(STYLIST_NOT_FOUND);
    stylists.set(ids[index]!, { id: row.id, name: row.name });
  });
  return stylists;
}
