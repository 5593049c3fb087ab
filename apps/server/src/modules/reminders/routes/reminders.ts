import { getReminderSettings, updateReminderSettings } from '@salon/api/reminders/endpoints';
import type { ContractRouter } from '../../../http/contract-route';
import type { ReminderService } from '../service';

/** The salon's reminder choices (owner, managers, the superadmin in the salon). */
export function reminderRoutes(route: ContractRouter, reminders: ReminderService): void {
  route(getReminderSettings, async ({ viewer }) => ({ data: await reminders.settings(viewer) }));
  route(updateReminderSettings, async ({ viewer, body }) => {
    const { settings, message } = await reminders.saveSettings(viewer, body);
    return { data: settings, message };
  });
}
