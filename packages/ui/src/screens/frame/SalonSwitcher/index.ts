export { SalonSwitcher } from './SalonSwitcher';
export type { SalonSwitcherOption, SalonSwitcherProps } from './SalonSwitcher';
