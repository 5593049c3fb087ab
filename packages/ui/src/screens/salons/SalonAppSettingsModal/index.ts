export { SalonAppSettingsModal } from './SalonAppSettingsModal';
export type { SalonAppMenuValues, SalonAppSettingsModalProps } from './SalonAppSettingsModal';
