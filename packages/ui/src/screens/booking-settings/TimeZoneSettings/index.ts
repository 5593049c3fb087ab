export { TimeZoneSettings, ZONE_CHANGE_NOTE } from './TimeZoneSettings';
export type { TimeZoneSettingsProps, TimeZoneSettingsState, TimeZoneValues } from './TimeZoneSettings';
