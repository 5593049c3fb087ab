export { SiteHomeScreen } from './SiteHomeScreen';
export type {
  HomeHours,
  HomeProduct,
  HomeSection,
  HomeService,
  HomeServiceGroup,
  SiteHomeScreenProps,
  SiteTexts,
} from './SiteHomeScreen';
