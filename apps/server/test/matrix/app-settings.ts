import { multipart, TINY_PNG } from '../multipart';
import { ALL, type Matrix } from './types';

/**
 * The salon comes from the session (no salon is named), so there is no `other` scope: the admin and the
 * company have no salon of their own to set (403); stylists and clients read their salon's settings.
 */
const READERS = ALL(403, { superadmin: 200, salon: 200, manager: 200, stylist: 200, user: 200 });
const EDITORS = ALL(403, { superadmin: 200, salon: 200, manager: 200 });

export const appSettingsMatrix: Matrix = {
  'GET /app/get-app-setting': {
    request: () => ({ url: '/app/get-app-setting?type=login' }),
    own: READERS,
  },
  'POST /app/add-app-setting': {
    request: () => ({
      url: '/app/add-app-setting?type=login',
      ...multipart(
        { loginTitle: 'Welcome', loginSubTitle: 'Sign in', loginButton: 'Go' },
        { field: 'image', content: TINY_PNG, name: 'background.png' },
      ),
    }),
    own: EDITORS,
  },
  'GET /app/get-app-menu': {
    request: () => ({ url: '/app/get-app-menu' }),
    own: READERS,
  },
};
