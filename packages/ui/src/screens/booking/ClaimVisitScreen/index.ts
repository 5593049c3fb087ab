export { ClaimVisitScreen } from './ClaimVisitScreen';
export type { ClaimVisitScreenProps, ClaimVisitState } from './ClaimVisitScreen';
