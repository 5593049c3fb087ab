import { updateMoneySettings } from '@salon/api/salons/endpoints';
import type { MoneySettingsBody } from '@salon/api/salons/schemas';
import { useApiMutation } from '../core';

/** `POST /salon/money-settings`: answers the stored currency and locale and the server's message. */
export function useSaveMoneySettings() {
  return useApiMutation(['salon-money', 'save'] as const, (api, body: MoneySettingsBody) =>
    api(updateMoneySettings, { body }),
  );
}
