import type { DateRangeBody } from '@salon/api/dashboard/schemas';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  adminReport: ['dashboard', 'admin-report'] as const,
  adminSalonChart: ['dashboard', 'admin-salon-chart'] as const,
  adminSubscriptions: ['dashboard', 'admin-subscriptions'] as const,
  firstSteps: ['dashboard', 'first-steps'] as const,
  dismissFirstSteps: ['dashboard', 'first-steps', 'dismiss'] as const,
  counts: (range: DateRangeBody) => ['dashboard', 'counts', range] as const,
  monthly: (range: DateRangeBody) => ['dashboard', 'monthly', range] as const,
  stylists: (range: DateRangeBody) => ['dashboard', 'stylists', range] as const,
  current: (range: DateRangeBody) => ['dashboard', 'current', range] as const,
  upcoming: (range: DateRangeBody) => ['dashboard', 'upcoming', range] as const,
};
