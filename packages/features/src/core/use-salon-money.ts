import { PLATFORM_MONEY, type MoneyFormat } from '@salon/api/money/format';
import { rolesFor } from '@salon/api/permissions';
import { getMoneySettings } from '@salon/api/salons/endpoints';
import type { WebsiteInfo } from '@salon/api/website-settings/schemas';
import useSWR from 'swr';
import { useUserInfo } from './FeaturesProvider';
import { useApiQuery } from './use-api-query';

/** Who reads the salon's currency and locale: its staff and the superadmin in it. */
const READERS = new Set<string>(rolesFor('salons.moneySettings'));

/** The SWR key of the viewer's salon's currency and locale; the settings section writes it after a save. */
export const salonMoneyKey = (salonId: string) => ['session', 'salon-money', salonId] as const;

/**
 * The viewer's salon's currency and locale (`GET /salon/money-settings`), with which every salon-side
 * screen formats its money (`formatMoney`). Keyed by the salon, so a superadmin's switch loads the new
 * salon's; one request however many screens ask. US dollars in en-US while it loads, and for viewers
 * without a salon.
 */
export function useSalonMoney(): MoneyFormat {
  const userInfo = useUserInfo();
  const salonId = userInfo?.salon?._id ?? null;
  const fetches = Boolean(userInfo && salonId && READERS.has(userInfo.role));
  const query = useApiQuery(fetches ? salonMoneyKey(salonId!) : null, getMoneySettings, undefined, {
    revalidateOnFocus: false,
  });
  return query.data ?? PLATFORM_MONEY;
}

/**
 * The currency and locale of the public site's salon (`salonName` in the URL), read from the website info
 * the site's frame already loads (its SWR key, `siteKeys.info`): no request of its own, and the page
 * re-renders when the frame's answer arrives. US dollars in en-US until then (and outside a frame).
 */
export function useSiteMoney(salonName: string): MoneyFormat {
  const { data } = useSWR<WebsiteInfo>(salonName ? ['site', 'info', salonName] : null, null);
  const salon = data?.salon;
  return salon ? { currency: salon.currency, locale: salon.locale } : PLATFORM_MONEY;
}
