import { ALL, type Expected, type Matrix } from './types';

/*
 * Dashboard reports. The admin reports answer the platform admin only. The range reports answer the
 * salon, manager and superadmin (their salon) and a stylist (their own figures); the scope comes from
 * the session, so there is no other salon to name: `other` is the same call.
 */
const ADMIN: Expected = ALL(403, { admin: 200 });
const SALON_SIDE: Expected = ALL(403, { superadmin: 200, salon: 200, manager: 200, stylist: 200 });

const range = { from: '2026-01-01', to: '2026-12-31' };

export const reportsMatrix: Matrix = {
  'GET /report/admin-dashboard-report': {
    request: () => ({ url: '/report/admin-dashboard-report' }),
    own: ADMIN,
  },
  'GET /report/admin-salon-report-chart': {
    request: () => ({ url: '/report/admin-salon-report-chart' }),
    own: ADMIN,
  },
  'GET /report/admin-salon-subscription': {
    request: () => ({ url: '/report/admin-salon-subscription' }),
    own: ADMIN,
  },
  'POST /report/dashboard-count-by-date-range': {
    request: () => ({ url: '/report/dashboard-count-by-date-range', payload: range }),
    own: SALON_SIDE,
  },
  'POST /report/current-year-appointment-by-month': {
    request: () => ({ url: '/report/current-year-appointment-by-month', payload: range }),
    own: SALON_SIDE,
  },
  'POST /report/stylist-list-with-appointments-by-date-range': {
    request: () => ({
      url: '/report/stylist-list-with-appointments-by-date-range',
      payload: range,
    }),
    own: SALON_SIDE,
  },
};
