import { namedKeys } from '../core/area-keys';
/** SWR keys of the public site's customer accounts (the profile is `sessionKeys.profile`, shared). */
export const customerKeys = {
  all: ['customer'] as const,
  ...namedKeys('customer', ['login', 'register', 'activate', 'forgot-password', 'reset-password', 'logout']),
};
