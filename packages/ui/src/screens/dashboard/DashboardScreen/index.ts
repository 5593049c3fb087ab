export { DashboardScreen } from './DashboardScreen';
export type {
  AdminDashboard,
  AppointmentCardView,
  DashboardScreenProps,
  DateRangeControl,
  SalonDashboard,
  StatCard,
  StylistView,
  SubscriptionCardView,
} from './DashboardScreen';
export type { ChartDatum, Loadable } from './chart-types';
