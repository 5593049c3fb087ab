import { Id } from '@salon/api/shared/schemas';
import { is } from 'superstruct';

/**
 * The pages of a salon's public site (apps/website/src/routes.tsx), each with what its address must
 * name to exist: `product` a public product of this salon, `id` a well-formed id (whose owner is checked
 * by the page's own call, behind the customer's sign-in).
 */
const PAGES: Record<string, 'page' | 'product' | 'id'> = {
  '': 'page',
  'book-appointment': 'page',
  discounts: 'page',
  'view-cart': 'page',
  'products-list': 'page',
  'product-info': 'product',
  checkout: 'page',
  'order-history': 'page',
  'order-summary': 'id',
  transaction: 'id',
  'my-appointments': 'page',
  'cancel-appointment': 'page',
  'reschedule-appointment': 'page',
  'claim-appointment': 'page',
  'pay-appointment-fee': 'page',
  login: 'page',
  'reset-password': 'page',
  activate: 'page',
};

export interface SitePageLookups {
  /** Whether the salon of that URL name is online. */
  salonOnline(name: string): Promise<boolean>;
  /** The URL name of the salon selling that public product, or null. */
  productSalon(id: string): Promise<string | null>;
}

/**
 * Whether a page address of the public site names something that exists: the server sends the site's
 * HTML with 200 then, and with 404 otherwise (the page itself shows the not-found page), so a crawler,
 * a link checker or a browser's history sees the truth. Other addresses of the site's app (not under
 * `/salon/{name}`) name nothing.
 */
export async function sitePageExists(path: string, lookups: SitePageLookups): Promise<boolean> {
  const match = /^\/salon\/([^/]+)(?:\/(.*))?$/.exec(path.replace(/\/+$/, ''));
  if (!match) return false;
  let name: string;
  try {
    name = decodeURIComponent(match[1]!);
  } catch {
    return false;
  }
  if (name === '404') return false;
  const rest = (match[2] ?? '').split('/');
  const [page = '', id, ...extra] = rest;
  const kind = Object.hasOwn(PAGES, page) ? PAGES[page] : undefined;
  if (!kind || extra.length > 0) return false;
  if (kind === 'page' && id !== undefined) return false;
  if (kind !== 'page' && (id === undefined || !is(id, Id))) return false;
  if (!(await lookups.salonOnline(name))) return false;
  if (kind === 'product') return (await lookups.productSalon(id!)) === name.toLowerCase();
  return true;
}
