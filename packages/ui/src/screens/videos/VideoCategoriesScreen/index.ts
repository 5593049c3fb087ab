export { VideoCategoriesScreen } from './VideoCategoriesScreen';
export type {
  VideoCategoriesScreenProps,
  VideoCategoriesState,
  VideoCategoryRow,
} from './VideoCategoriesScreen';
