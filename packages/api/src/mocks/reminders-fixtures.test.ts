import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_SETTINGS, ReminderSettings } from '../reminders/schemas';
import { reminderSettings } from './factories/reminders';

// Every fixture a story or test serves must pass the contract it claims to follow.
describe('reminder fixtures', () => {
  it('serves the defaults: 24 hours on, 2 hours off', () => {
    assert(reminderSettings, ReminderSettings);
    expect(reminderSettings).toEqual(DEFAULT_REMINDER_SETTINGS);
    expect(DEFAULT_REMINDER_SETTINGS).toEqual({ remind24h: true, remind2h: false });
  });
});
