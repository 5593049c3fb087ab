export const websiteSettingsKeys = {
  all: ['website-settings'] as const,
  /** The signed-in staff's own salon's settings (the current salon of a superadmin). */
  own: ['website-settings', 'own'] as const,
  save: ['website-settings', 'save'] as const,
  /** The enabled stylists 'Add Work Hours' applies to. */
  stylists: ['website-settings', 'stylists'] as const,
};
