import type { StylistListQuery } from '@salon/api/stylists/schemas';
import { isAreaKey, namedKeys } from '../core/area-keys';

export const stylistsKeys = {
  all: ['stylists'] as const,
  list: (query: StylistListQuery) => ['stylists', 'list', query] as const,
  settings: (stylistId: string) => ['stylists', 'settings', stylistId] as const,
  ...namedKeys('stylists', [
    'service-options',
    'save',
    'toggle',
    'delete',
    'reset-password',
    'save-settings',
  ]),
};

/** Every page and search of the list: revalidated together after a write. */
export const isStylistsListKey = isAreaKey('stylists', 'list');
