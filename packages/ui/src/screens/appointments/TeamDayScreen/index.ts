export { STAGE_ACTIONS, STAGE_LABELS, TeamDayScreen } from './TeamDayScreen';
export type {
  TeamDayCard,
  TeamDayColumn,
  TeamDayPaymentLine,
  TeamDayScreenProps,
  TeamDayStage,
  TeamDayState,
} from './TeamDayScreen';
