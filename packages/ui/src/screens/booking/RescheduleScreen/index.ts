export { RescheduleScreen } from './RescheduleScreen';
export type {
  RescheduleOutcome,
  RescheduleScreenProps,
  RescheduleSlots,
  RescheduleState,
  RescheduleVisitView,
} from './RescheduleScreen';
