import { formatMoney, majorToMinor, type MoneyFormat } from '@salon/api/money/format';
import type { WebsiteProduct } from '@salon/api/products/schemas';
import type { WebsiteServiceGroup } from '@salon/api/services/schemas';
import type { OpeningDay } from '@salon/api/website-settings/schemas';
import { openingHoursLines } from '../core';
import type { HomeHours, HomeProduct, HomeServiceGroup } from '@salon/ui/screens/site/SiteHomeScreen';

/** Minor units in the salon's currency and locale. */
export function centsText(cents: number, money: MoneyFormat): string {
  return formatMoney(cents, money);
}

export function minutesText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours ? `${hours} h` : '', rest ? `${rest} min` : ''].filter(Boolean).join(' ');
}

export function homeProduct(product: WebsiteProduct, basePath: string, money: MoneyFormat): HomeProduct {
  return {
    _id: product._id,
    name: product.productName,
    imageUrl: product.productImageURL,
    price: centsText(product.productPrice, money),
    actualPrice: product.actualPrice > product.productPrice ? centsText(product.actualPrice, money) : null,
    href: `${basePath}/product-info/${product._id}`,
  };
}

/** The booking page with `serviceId` chosen (`BookingContainer` reads it). */
export function bookServiceHref(basePath: string, serviceId: string): string {
  return `${basePath}/book-appointment?${new URLSearchParams({ serviceId }).toString()}`;
}

export function homeServiceGroup(
  group: WebsiteServiceGroup,
  basePath: string,
  money: MoneyFormat,
): HomeServiceGroup {
  return {
    _id: group._id,
    title: group.title,
    services: group.subService.map((service) => ({
      _id: service._id,
      title: service.title,
      description: service.description,
      price: formatMoney(majorToMinor(service.charges, money.currency), money),
      duration: minutesText(service.requiredTime),
      href: bookServiceHref(basePath, service._id),
    })),
  };
}

/** The seven days as the hours table shows them: 'Closed', or each range ('09:00 – 13:00, 14:00 – 18:00'). */
export function homeHours(openingHours: readonly OpeningDay[]): HomeHours[] {
  return openingHoursLines(openingHours);
}
