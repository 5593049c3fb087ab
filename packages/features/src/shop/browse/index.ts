// The shop's product list and product page alone, for the public site's pages a visitor lands on from a
// search or a link (apps/website/src/pages.tsx): the shop's barrel also holds the discounts page, whose
// list header brings react-select, and checkout; those load on their own first visit.
export { ProductListContainer } from '../ProductListContainer';
export { ProductPageContainer } from '../ProductPageContainer';
