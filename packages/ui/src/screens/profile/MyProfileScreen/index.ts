export { MyProfileScreen } from './MyProfileScreen';
export type {
  MyProfileScreenProps,
  MyProfileState,
  PlanDetails,
  ProfileCapabilities,
  ProfileDetails,
} from './MyProfileScreen';
export { initialsOf } from './initials';
