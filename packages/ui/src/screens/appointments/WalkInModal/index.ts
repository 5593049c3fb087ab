export { WalkInModal } from './WalkInModal';
export type { WalkInModalProps, WalkInResult } from './WalkInModal';
export { EMPTY_WALK_IN, validateWalkIn, WALK_IN_MINUTES_MAX } from './validate-walk-in';
export type { WalkInFormValues } from './validate-walk-in';
