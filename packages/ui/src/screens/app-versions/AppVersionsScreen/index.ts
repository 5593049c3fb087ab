export { AppVersionsScreen } from './AppVersionsScreen';
export type {
  AppVersionRow,
  AppVersionsCapabilities,
  AppVersionsScreenProps,
  AppVersionsState,
} from './AppVersionsScreen';
