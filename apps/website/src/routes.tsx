import { RequireCustomer } from '@salon/features/core';
import { SiteNotFoundPage, SitePageNotFound } from '@salon/features/site/frame';
import { SiteFrame } from './site-frame';
import {
  ActivateAccountPage,
  BookingPage,
  CancelAppointmentPage,
  CheckoutPage,
  ClaimAppointmentPage,
  DiscountsPage,
  HomePage,
  MyAppointmentsPage,
  OrderHistoryPage,
  OrderSummaryPage,
  PayAppointmentFeePage,
  PaymentPage,
  ProductListPage,
  ProductPage,
  ReschedulePage,
  SetNewPasswordPage,
  SiteLoginPage,
  ViewCartPage,
} from './pages';
import { Route, Routes } from 'react-router-dom';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/salon/404" element={<SiteNotFoundPage />} />
      {/* The frame wraps every page of a salon (see SiteFrameContainer for how a page plugs in). */}
      <Route path="/salon/:salonName" element={<SiteFrame />}>
        <Route index element={<HomePage />} />
        <Route path="book-appointment" element={<BookingPage />} />
        <Route path="discounts" element={<DiscountsPage />} />
        <Route path="view-cart" element={<ViewCartPage />} />
        <Route path="products-list" element={<ProductListPage />} />
        <Route path="product-info/:id" element={<ProductPage />} />
        <Route path="checkout" element={<CheckoutPage />} />
        <Route element={<RequireCustomer />}>
          <Route path="my-appointments" element={<MyAppointmentsPage />} />
          <Route path="order-history" element={<OrderHistoryPage />} />
          <Route path="order-summary/:orderId" element={<OrderSummaryPage />} />
          <Route path="transaction/:transactionId" element={<PaymentPage />} />
        </Route>
        <Route path="cancel-appointment" element={<CancelAppointmentPage />} />
        <Route path="reschedule-appointment" element={<ReschedulePage />} />
        <Route path="claim-appointment" element={<ClaimAppointmentPage />} />
        <Route path="pay-appointment-fee" element={<PayAppointmentFeePage />} />
        <Route path="login" element={<SiteLoginPage />} />
        <Route path="reset-password" element={<SetNewPasswordPage />} />
        <Route path="activate" element={<ActivateAccountPage />} />
        <Route path="*" element={<SitePageNotFound />} />
      </Route>
      <Route path="*" element={<SiteNotFoundPage />} />
    </Routes>
  );
}
