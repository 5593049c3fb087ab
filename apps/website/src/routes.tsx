import { PlaceholderScreen as PlaceholderPage } from '@salon/ui/screens/placeholder/PlaceholderScreen';
import { SiteNotFoundPage } from '@salon/features/site';
import { Route, Routes } from 'react-router-dom';

/** Pages of each salon's public site, all under `/salon/{salonName}`; later issues fill them. */
const pages: Array<{ path: string; title: string }> = [
  { path: '', title: 'Salon home' },
  { path: 'book-appointment', title: 'Book an appointment' },
  { path: 'discounts', title: 'Discounts' },
  { path: 'products-list', title: 'Shop' },
  { path: 'product-info/:id', title: 'Product' },
  { path: 'checkout', title: 'Checkout' },
  { path: 'login', title: 'Sign in' },
  { path: 'view-cart', title: 'Cart' },
  { path: 'order-history', title: 'Order history' },
  { path: 'order-summary/:orderId', title: 'Order summary' },
  { path: 'transaction/:transactionId', title: 'Payment' },
];

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/salon/404" element={<SiteNotFoundPage />} />
      <Route path="/salon/:salonName">
        {pages.map(({ path, title }) => (
          <Route
            key={path}
            index={path === ''}
            path={path || undefined}
            element={<PlaceholderPage title={title} issue="The public salon website" />}
          />
        ))}
      </Route>
      <Route path="*" element={<SiteNotFoundPage />} />
    </Routes>
  );
}
