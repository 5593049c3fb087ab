export { StylistsScreen } from './StylistsScreen';
export type { StylistRow, StylistsCapabilities, StylistsScreenProps, StylistsState } from './StylistsScreen';
