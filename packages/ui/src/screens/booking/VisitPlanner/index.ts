export { VisitPlanner } from './VisitPlanner';
export type { VisitPlannerProps, VisitServiceItem, VisitStartView, VisitStartsState } from './VisitPlanner';
