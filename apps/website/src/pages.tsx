import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';

/** A page that loads its area on first visit; `preload()` loads it ahead (see preloadPageOf). */
type SitePage = ComponentType & { preload: () => Promise<unknown> };

/**
 * Each page of the public site loads on first visit, so a page downloads the frame and itself only
 * (the booking page's first load stays small on a phone: `npm run bench`). Once loaded, the page draws
 * at once: a server-rendered page is hydrated after its page has loaded, so nothing suspends then.
 */
function page<M>(load: () => Promise<M>, pick: (area: M) => ComponentType): SitePage {
  let Loaded: ComponentType | null = null;
  const preload = () => load().then((area) => (Loaded = pick(area)));
  const Lazy: LazyExoticComponent<ComponentType> = lazy(async () => ({ default: await preload() }));
  function Page() {
    return <Suspense fallback={null}>{Loaded ? <Loaded /> : <Lazy />}</Suspense>;
  }
  return Object.assign(Page, { preload });
}

// Pages load areas through their barrels; the frame's first load imports only the small entries
// `site/frame`, `customer/session` and `shop/cart`. An area's barrel imported statically by the frame
// would pull the whole area (every page of it) into the first load.
const home = () => import('@salon/features/site');
export const HomePage = page(home, (area) => area.SiteHomeContainer);

const booking = () => import('@salon/features/booking');
const customer = () => import('@salon/features/customer-accounts');

export const BookingPage = page(booking, (area) => area.BookingContainer);
export const CancelAppointmentPage = page(
  () => import('@salon/features/booking'),
  (area) => area.CancelAppointmentContainer,
);
export const PayAppointmentFeePage = page(
  () => import('@salon/features/booking'),
  (area) => area.PayAppointmentFeeContainer,
);
const visits = () => import('@salon/features/booking');
export const MyAppointmentsPage = page(visits, (area) => area.MyAppointmentsContainer);
export const ReschedulePage = page(visits, (area) => area.RescheduleContainer);
export const ClaimAppointmentPage = page(visits, (area) => area.ClaimAppointmentContainer);
export const SiteLoginPage = page(customer, (area) => area.SiteLoginContainer);
export const SetNewPasswordPage = page(customer, (area) => area.SetNewPasswordContainer);
export const ActivateAccountPage = page(customer, (area) => area.ActivateAccountContainer);

const shop = () => import('@salon/features/shop');
export const DiscountsPage = page(shop, (area) => area.DiscountsContainer);
export const OrderHistoryPage = page(shop, (area) => area.OrderHistoryContainer);
export const OrderSummaryPage = page(shop, (area) => area.OrderSummaryContainer);
export const ViewCartPage = page(shop, (area) => area.ViewCartContainer);
export const PaymentPage = page(shop, (area) => area.PaymentContainer);
const browse = () => import('@salon/features/shop/browse');
export const ProductListPage = page(browse, (area) => area.ProductListContainer);
export const ProductPage = page(browse, (area) => area.ProductPageContainer);
/** Checkout opens the customer area's login modal for a visitor (spec 2 §4). */
export const CheckoutPage = page(
  () => Promise.all([shop(), customer()]),
  ([shopArea, customerArea]) =>
    function Checkout() {
      return <shopArea.CheckoutContainer LoginModal={customerArea.SiteLoginModalContainer} />;
    },
);

/** The page at each address of the public pages a visitor lands on first. */
const LANDINGS: [RegExp, SitePage][] = [
  [/^\/salon\/[^/]+\/?$/, HomePage],
  [/^\/salon\/[^/]+\/book-appointment\/?$/, BookingPage],
  [/^\/salon\/[^/]+\/product-info\/[^/]+\/?$/, ProductPage],
  [/^\/salon\/[^/]+\/products-list\/?$/, ProductListPage],
  [/^\/salon\/[^/]+\/discounts\/?$/, DiscountsPage],
  [/^\/salon\/[^/]+\/view-cart\/?$/, ViewCartPage],
  [/^\/salon\/[^/]+\/login\/?$/, SiteLoginPage],
  [/^\/salon\/[^/]+\/reset-password\/?$/, SetNewPasswordPage],
  [/^\/salon\/[^/]+\/activate\/?$/, ActivateAccountPage],
];

/**
 * Starts loading the page at `pathname` at once, beside the salon's website info, instead of after it
 * (the frame draws its page only once the info is there): a first visit waits for one round trip less.
 * Resolves once it is loaded (or failed, or no landing page is known): the server-rendered page is
 * hydrated then, with the page drawn as on the server rather than suspended.
 */
export function preloadPageOf(pathname: string): Promise<unknown> {
  const landing = LANDINGS.find(([address]) => address.test(pathname));
  return landing ? landing[1].preload().catch(() => undefined) : Promise.resolve();
}
