export { SubscriptionPackagesScreen } from './SubscriptionPackagesScreen';
export type {
  PackageCardView,
  PackagePlanView,
  PlanIntervalView,
  SubscriptionPackagesScreenProps,
  SubscriptionPackagesState,
} from './SubscriptionPackagesScreen';
