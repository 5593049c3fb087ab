import { DEFAULT_MONEY_SETTINGS, type MoneySettings } from '../../salons/schemas';

/** Demo Salon's currency and locale: US dollars in US English (the default). */
export const salonMoney: MoneySettings = { ...DEFAULT_MONEY_SETTINGS };

/** A salon in Berlin: euros, written the German way (1.234,50 €). */
export const euroSalonMoney: MoneySettings = { currency: 'EUR', locale: 'de-DE' };

/** A salon in Tokyo: yen, which have no minor unit (￥1,235). */
export const yenSalonMoney: MoneySettings = { currency: 'JPY', locale: 'ja-JP' };
