import { endpoint } from '../contract';
import { EnableBody, Empty, paged } from '../shared/schemas';
import {
  CancelSubscriptionQuery,
  ChangeMenuBody,
  MoneySettings,
  MoneySettingsBody,
  SalonFormBody,
  SalonIdQuery,
  SalonItem,
  SalonListQuery,
  SalonUserIdQuery,
  SubscriptionState,
} from './schemas';

/** The admin's salon list, 20 per page, searched by name, e-mail or phone. */
export const getSalons = endpoint({
  method: 'GET',
  path: '/salon/get-salon',
  auth: 'token',
  query: SalonListQuery,
  data: paged(SalonItem),
});

/** Creates (no `id`) or updates a salon with its owner account; multipart with the logo as `image`. */
export const saveSalon = endpoint({
  method: 'POST',
  path: '/salon/create-salon',
  auth: 'token',
  multipart: true,
  body: SalonFormBody,
  data: SalonItem,
});

export const enableSalon = endpoint({
  method: 'PATCH',
  path: '/salon/enable-disable-salon',
  auth: 'token',
  query: SalonUserIdQuery,
  body: EnableBody,
  data: SalonItem,
});

export const changeSalonMenu = endpoint({
  method: 'PATCH',
  path: '/salon/change-menu-setting',
  auth: 'token',
  query: SalonUserIdQuery,
  body: ChangeMenuBody,
  data: SalonItem,
});

/** Sets a generated password on the salon owner's account, signs it out everywhere and e-mails it. */
export const resetSalonPassword = endpoint({
  method: 'PATCH',
  path: '/salon/reset-password',
  auth: 'token',
  query: SalonIdQuery,
  data: Empty,
});

export const deleteSalon = endpoint({
  method: 'DELETE',
  path: '/salon/delete-salon',
  auth: 'token',
  query: SalonIdQuery,
  data: Empty,
});

/** Cancels the salon's subscription at the end of the period (a GET, as the old product's call). */
export const cancelSubscription = endpoint({
  method: 'GET',
  path: '/plan/cancel-subscription',
  auth: 'token',
  query: CancelSubscriptionQuery,
  data: SubscriptionState,
});

/** The viewer's salon's currency and locale (its staff and the superadmin in it). */
export const getMoneySettings = endpoint({
  method: 'GET',
  path: '/salon/money-settings',
  auth: 'token',
  data: MoneySettings,
});

/**
 * Changes the viewer's salon's currency and locale (the owner only); answers them and a message. 409
 * `currencyLocked` when the salon already has prices and the currency would change (the locale may).
 */
export const updateMoneySettings = endpoint({
  method: 'POST',
  path: '/salon/money-settings',
  auth: 'token',
  body: MoneySettingsBody,
  data: MoneySettings,
});

export const salonEndpoints = {
  getSalons,
  saveSalon,
  enableSalon,
  changeSalonMenu,
  resetSalonPassword,
  deleteSalon,
  cancelSubscription,
  getMoneySettings,
  updateMoneySettings,
};
