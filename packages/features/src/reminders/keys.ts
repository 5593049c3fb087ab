export const reminderKeys = {
  all: ['reminders'] as const,
  /** The viewer's salon's choices: keyed by the salon, so a superadmin's switch loads afresh. */
  settings: (salonId: string) => ['reminders', 'settings', salonId] as const,
  save: ['reminders', 'save'] as const,
};
