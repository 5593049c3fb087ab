import type { Sale, SalePaymentOutcome, SaleSettings, SaleSummary } from '@salon/api/sales/schemas';
import type { Paged } from '@salon/api/shared/schemas';
import type { Session } from './use-test-app';

// The front desk's calls as the sales tests make them, for any signed-in caller.

export const API = '/api/v1';
/** Stripe's test cards, as the offline provider takes them. */
export const VISA = '4242 4242 4242 4242';
export const DECLINED = '4000000000000002';

/** A signed-in caller (useSession). */
export type As = Session;
let keys = 0;
/** A fresh key per tap of Start or Pay. */
export const key = () => `test-key-${(keys += 1)}-${Math.random().toString(36).slice(2)}`;
export const start = (as: As, payload: Record<string, unknown>) =>
  as<Sale>({ method: 'POST', url: `${API}/sales/start`, payload: { key: key(), ...payload } });
export const get = (as: As, saleId: string) =>
  as<Sale>({ method: 'GET', url: `${API}/sales/sale?saleId=${saleId}` });
export const save = (as: As, payload: Record<string, unknown>) =>
  as<Sale>({ method: 'POST', url: `${API}/sales/save`, payload });
export const pay = (as: As, payload: Record<string, unknown>) =>
  as<SalePaymentOutcome>({ method: 'POST', url: `${API}/sales/pay`, payload: { key: key(), ...payload } });
export const list = (as: As, query = '') =>
  as<Paged<SaleSummary>>({ method: 'GET', url: `${API}/sales/list?pageNumber=1&pageSize=20${query}` });
export const settings = (as: As, payload?: SaleSettings) =>
  payload
    ? as<SaleSettings>({ method: 'POST', url: `${API}/sales/settings`, payload })
    : as<SaleSettings>({ method: 'GET', url: `${API}/sales/settings` });

/** The lines of a save that keeps the sale's lines as they are. */
export const linesOf = (sale: Sale) =>
  sale.lines.map((line) => ({
    kind: line.kind,
    itemId: line.itemId,
    stylistId: line.stylist?._id ?? null,
    quantity: line.quantity,
  }));

export const refund = (as: As, payload: Record<string, unknown>) =>
  as<Sale>({
    method: 'POST',
    url: `${API}/sales/refund`,
    payload: { key: key(), tip: false, restock: true, reason: 'Client changed their mind', ...payload },
  });
export const voidSale = (as: As, payload: Record<string, unknown>) =>
  as<Sale>({ method: 'POST', url: `${API}/sales/void`, payload });

/** A walk-in's sale of `lines` (service or product ids), priced with `extra` (tip, client…), left open. */
export async function openSale(
  as: As,
  lines: Array<{ kind: 'service' | 'product'; itemId: string; quantity?: number; stylistId?: string }>,
  extra: Record<string, unknown> = {},
) {
  const sale = (await start(as, {})).body.data;
  const saved = await save(as, { saleId: sale._id, lines, ...extra });
  if (saved.statusCode !== 200) throw new Error(`save: ${saved.body.message}`);
  return saved.body.data;
}
