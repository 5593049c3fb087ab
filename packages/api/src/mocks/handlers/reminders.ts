import * as endpoints from '../../reminders/endpoints';
import { REMINDER_TEXTS, ReminderSettingsBody, type ReminderSettings } from '../../reminders/schemas';
import { is } from 'superstruct';
import { reminderSettings } from '../factories/reminders';
import { fail, mockEndpoint, mockFailure, mockPending, ok } from '../http';
import type { AnyHandler } from 'msw';
import { stateful } from '../stateful';

/**
 * The reminder settings area. Stateful per handler set (a story's save is read back), starting from
 * `settings` (the defaults).
 */
export function reminderHandlers(settings: ReminderSettings = reminderSettings): AnyHandler[] {
  let stored = { ...settings };
  return stateful(
    () => reminderHandlers(settings),
    [
      mockEndpoint(endpoints.getReminderSettings, () => ok(stored)),
      mockEndpoint(endpoints.updateReminderSettings, async ({ request }) => {
        const body: unknown = await request.json();
        if (!is(body, ReminderSettingsBody)) return fail(400, 'Invalid request body');
        stored = { remind24h: body.remind24h, remind2h: body.remind2h };
        return ok(stored, REMINDER_TEXTS.saved);
      }),
    ],
  );
}

export const reminderFailures = {
  loading: mockPending(endpoints.getReminderSettings),
  loadError: mockFailure(
    endpoints.getReminderSettings,
    500,
    'Could not load the reminder settings, please try again',
  ),
  saveError: [
    mockEndpoint(endpoints.getReminderSettings, () => ok(reminderSettings)),
    mockFailure(endpoints.updateReminderSettings, 403, REMINDER_TEXTS.editorsOnly),
  ],
};
