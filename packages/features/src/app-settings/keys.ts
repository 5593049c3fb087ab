import type { AppSettingType } from '@salon/api/app-settings/schemas';

export const appSettingsKeys = {
  all: ['app-settings'] as const,
  /** One setting of the viewer's salon: keyed by the salon, so a superadmin's switch loads afresh. */
  setting: (salonId: string, type: AppSettingType) => ['app-settings', 'setting', salonId, type] as const,
  save: ['app-settings', 'save'] as const,
};
