export { StaffScreen } from './StaffScreen';
export type { StaffCapabilities, StaffRow, StaffScreenProps, StaffState } from './StaffScreen';
