export { StylistSettingsModal } from './StylistSettingsModal';
export type { ServiceOption, StylistSettingsModalProps } from './StylistSettingsModal';
export {
  EMPTY_STYLIST_SETTINGS,
  intervalFields,
  intervalMinutes,
  validateStylistSettings,
} from './validate-stylist-settings';
export type {
  IntervalUnit,
  RecurringType,
  StylistSettingsErrors,
  StylistSettingsValues,
} from './validate-stylist-settings';
