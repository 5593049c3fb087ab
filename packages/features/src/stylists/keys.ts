import type { StylistListQuery } from '@salon/api/stylists/schemas';

export const stylistsKeys = {
  all: ['stylists'] as const,
  list: (query: StylistListQuery) => ['stylists', 'list', query] as const,
  settings: (stylistId: string) => ['stylists', 'settings', stylistId] as const,
  serviceOptions: ['stylists', 'service-options'] as const,
  save: ['stylists', 'save'] as const,
  toggle: ['stylists', 'toggle'] as const,
  delete: ['stylists', 'delete'] as const,
  resetPassword: ['stylists', 'reset-password'] as const,
  saveSettings: ['stylists', 'save-settings'] as const,
};

/** Every page and search of the list: revalidated together after a write. */
export const isStylistsListKey = (key: unknown) =>
  Array.isArray(key) && key[0] === 'stylists' && key[1] === 'list';
