import { authMatrix } from './auth';
import { bookingMatrix } from './booking';
import { bookingCancelMatrix } from './booking-cancel';
import { contentProductsMatrix } from './content-products';
import { contentServicesVideosMatrix } from './content-services-videos';
import { peopleClientsMatrix } from './people-clients';
import { peopleSalonsMatrix } from './people-salons';
import { reportsMatrix } from './reports';
import { exportsFeedsMatrix } from './exports-feeds';
import { firstStepsMatrix } from './first-steps';
import { payoutsMatrix } from './payouts';
import { appVersionsMatrix } from './app-versions';
import { notificationsMatrix } from './notifications';
import { devicesMatrix } from './devices';
import { customerAccountsMatrix } from './customer-accounts';
import { appSettingsMatrix } from './app-settings';
import { billingMatrix } from './billing';
import { couponsMatrix } from './coupons';
import { shopOrdersMatrix } from './shop-orders';
import { onboardingMatrix } from './onboarding';
import { websiteMatrix } from './website';
import { subscriptionsMatrix } from './subscriptions';
import { remindersMatrix } from './reminders';
import { salesMatrix } from './sales';
import { bookingPolicyMatrix } from './booking-policy';
import type { Matrix } from './types';

/** Every area's cases; an area adds its file here. */
export const matrix: Matrix = {
  ...authMatrix,
  ...bookingMatrix,
  ...bookingCancelMatrix,
  ...contentProductsMatrix,
  ...contentServicesVideosMatrix,
  ...peopleSalonsMatrix,
  ...peopleClientsMatrix,
  ...reportsMatrix,
  ...exportsFeedsMatrix,
  ...firstStepsMatrix,
  ...payoutsMatrix,
  ...appVersionsMatrix,
  ...notificationsMatrix,
  ...devicesMatrix,
  ...customerAccountsMatrix,
  ...appSettingsMatrix,
  ...billingMatrix,
  ...couponsMatrix,
  ...shopOrdersMatrix,
  ...onboardingMatrix,
  ...websiteMatrix,
  ...subscriptionsMatrix,
  ...remindersMatrix,
  ...bookingPolicyMatrix,
  ...salesMatrix,
};
