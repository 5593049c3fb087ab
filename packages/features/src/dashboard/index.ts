export { DashboardContainer } from './DashboardContainer';
export type { DashboardContainerProps } from './DashboardContainer';
export { dashboardCapabilities, DASHBOARD_ROLES } from './policies';
