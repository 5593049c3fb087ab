import type { SalonRef } from '@salon/api/auth/schemas';
import { MONEY_SETTINGS_TEXTS, type MoneySettings } from '@salon/api/salons/schemas';
import { minorDigits } from '@salon/api/money/format';
import { SALON_NOT_FOUND } from '@salon/api/website-settings/schemas';
import type { SalonRow } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../errors';
import { authorize } from '../../http/authorize';
import { noSalonChosen, ownSalonOf, type Viewer } from '../../http/viewer';
import type { SalonRepository } from './repository';

export function salonRefOf(salon: SalonRow): SalonRef {
  return { _id: salon.id, name: salon.name, photo: salon.photo, slug: salon.slug };
}

/** The subscription rule the public calls that take bookings and orders check (modules/subscriptions). */
export interface SalonOpenCheck {
  assertOpen(salonId: string): Promise<void>;
}

export class SalonService {
  constructor(
    private readonly salons: SalonRepository,
    private readonly open?: SalonOpenCheck,
  ) {}

  /** The reference of a tenant, or null (platform admin, superadmin without a salon). */
  async refOf(salonId: string | null): Promise<SalonRef | null> {
    if (!salonId) return null;
    const salon = await this.salons.findById(salonId);
    return salon ? salonRefOf(salon) : null;
  }

  /** The salon's currency (ISO 4217): the digits its prices are stored with. */
  async currencyOf(salonId: string): Promise<string> {
    const salon = await this.salons.findById(salonId);
    if (!salon) throw noSalonChosen();
    return salon.currency;
  }

  /** The salon a public site's `?name=` names: enabled, else 404 'Salon not found'. */
  async publicSalon(name: string): Promise<SalonRow> {
    const salon = await this.salons.findBySlug(name);
    if (!salon || !salon.active) throw new NotFoundError(SALON_NOT_FOUND);
    return salon;
  }

  /**
   * The salon of a public call that takes a booking or an order: as `publicSalon`, and 403 with a polite
   * message when its subscription has ended.
   */
  async openSalon(name: string): Promise<SalonRow> {
    const salon = await this.publicSalon(name);
    await this.open?.assertOpen(salon.id);
    return salon;
  }

  /** The viewer's salon's currency and locale (its staff, the superadmin in it). */
  async moneySettings(viewer: Viewer): Promise<MoneySettings> {
    authorize(viewer, 'salons.moneySettings', MONEY_SETTINGS_TEXTS.staffOnly);
    const salon = await this.salons.findById(ownSalonOf(viewer));
    if (!salon) throw noSalonChosen();
    return { currency: salon.currency, locale: salon.locale };
  }

  /**
   * Changes the viewer's salon's currency and locale (the owner only). Once money has moved (an order,
   * an appointment's deposit or fee) the currency is locked (409) and only the locale may change. Before
   * that it may change, converting nothing: amounts are stored in minor units ($35.00 is 3500), so a
   * salon with prices may only move to a currency of the same decimals (3500 stays €35.00, never ¥3,500).
   */
  async saveMoneySettings(
    viewer: Viewer,
    body: MoneySettings,
  ): Promise<{ settings: MoneySettings; message: string }> {
    authorize(viewer, 'salons.changeMoneySettings', MONEY_SETTINGS_TEXTS.ownerOnly);
    const salonId = ownSalonOf(viewer);
    const current = await this.salons.findById(salonId);
    if (!current) throw noSalonChosen();
    let priced = false;
    if (body.currency !== current.currency) {
      if (await this.salons.moneyMoved(salonId)) {
        throw new ConflictError(MONEY_SETTINGS_TEXTS.currencyLocked(current.currency));
      }
      priced = await this.salons.hasPrices(salonId);
      const [from, to] = [minorDigits(current.currency), minorDigits(body.currency)];
      if (priced && from !== to) {
        throw new ConflictError(MONEY_SETTINGS_TEXTS.digitsDiffer(current.currency, from, body.currency, to));
      }
    }
    const salon = await this.salons.setMoneySettings(salonId, body);
    if (!salon) throw noSalonChosen();
    return {
      settings: { currency: salon.currency, locale: salon.locale },
      message: priced ? MONEY_SETTINGS_TEXTS.savedUnconverted(salon.currency) : MONEY_SETTINGS_TEXTS.saved,
    };
  }

  /** Enabled salons by name: the superadmin's switcher and the client sign-up page. */
  async enabledSalons(): Promise<SalonRef[]> {
    return (await this.salons.listEnabled()).map(salonRefOf);
  }
}
