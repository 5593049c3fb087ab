export { ServicesScreen } from './ServicesScreen';
export type {
  CategoryRowView,
  DeleteTarget,
  ServiceRowView,
  ServicesCapabilities,
  ServicesScreenProps,
  ServicesState,
} from './ServicesScreen';
