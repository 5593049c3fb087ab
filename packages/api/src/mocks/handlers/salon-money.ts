import { is } from 'superstruct';
import * as endpoints from '../../salons/endpoints';
import { MONEY_SETTINGS_TEXTS, MoneySettingsBody, type MoneySettings } from '../../salons/schemas';
import { salonMoney } from '../factories/salon-money';
import { fail, mockEndpoint, mockFailure, mockPending, ok } from '../http';
import type { AnyHandler } from 'msw';
import { stateful } from '../stateful';

/**
 * The salon's currency and locale. Stateful per handler set (a story's save is read back), starting from
 * `settings` (USD, en-US). Every salon screen reads them to format its money.
 */
export function salonMoneyHandlers(settings: MoneySettings = salonMoney): AnyHandler[] {
  let stored = { ...settings };
  return stateful(
    () => salonMoneyHandlers(settings),
    [
      mockEndpoint(endpoints.getMoneySettings, () => ok(stored)),
      mockEndpoint(endpoints.updateMoneySettings, async ({ request }) => {
        const body: unknown = await request.json();
        if (!is(body, MoneySettingsBody)) {
          return fail(400, 'currency: must be a known ISO 4217 currency code, such as USD or EUR');
        }
        stored = { currency: body.currency, locale: body.locale };
        return ok(stored, MONEY_SETTINGS_TEXTS.saved);
      }),
    ],
  );
}

export const salonMoneyFailures = {
  loading: mockPending(endpoints.getMoneySettings),
  loadError: mockFailure(endpoints.getMoneySettings, 500, 'Could not load the currency, please try again'),
  ownerOnly: mockFailure(endpoints.updateMoneySettings, 403, MONEY_SETTINGS_TEXTS.ownerOnly),
  /** A salon with prices in dollars keeps its currency. */
  currencyLocked: mockFailure(endpoints.updateMoneySettings, 409, MONEY_SETTINGS_TEXTS.currencyLocked('USD')),
};
