import { createReadStream } from 'node:fs';
import { minorToMajor } from '@salon/api/money/format';
import type { WebsiteProductList, WebsiteProductListBody } from '@salon/api/products/schemas';
import type { ProductCategoryRef } from '@salon/api/products/schemas';
import type { Paged, ResponsiveImage } from '@salon/api/shared/schemas';
import type { WebsiteServiceGroup } from '@salon/api/services/schemas';
import {
  CONTACT_SENT_MESSAGE,
  DEFAULT_WEBSITE_SETTINGS,
  WEBSITE_TEXT_FIELDS,
  type ContactUsBody,
  type WebsiteImageField,
  type WebsiteInfo,
  type WebsiteSettingBody,
  type WebsiteStylist,
} from '@salon/api/website-settings/schemas';
import { daysOfWorkHour, workHourOf } from '@salon/api/website-settings/work-hours';
import type { SalonRow, WebsiteSettingsRow } from '../../db/schema';
import { BadRequestError } from '../../errors';
import type { UploadedFile } from '../../http/uploads';
import { authorize } from '../../http/authorize';
import { noSalonChosen, ownSalonOf, type Viewer } from '../../http/viewer';
import { escapeHtml } from '../../mail/html';
import type { Mailer } from '../../mail/mailer';
import type { FileStorage } from '../../storage/file-storage';
import type { ImageVariants } from '../../storage/image-variants';
import type { AppVersionReads } from '../app-versions';
import type { ClientChangePolicies } from '../booking-settings';
import { type ProductReads, websiteProductOf } from '../products';
import type { SalonReads, SalonService } from '../salons';
import { openingHoursOf, type SlotReads, type SlotService } from '../availability';
import type { ServiceReads } from '../services';
import type { StylistReads } from '../stylists';
import type { WebsiteChanges, WebsiteRepository } from './repository';
import { sitePageExists } from './site-pages';

/** Who edits a salon's website (Appearance): its owner, managers, and the superadmin in that salon. */

/** A salon's public website (no token) and its Appearance editor. */
export class WebsiteService {
  constructor(
    private readonly deps: {
      website: WebsiteRepository;
      salons: SalonReads;
      salonService: SalonService;
      services: ServiceReads;
      products: ProductReads;
      stylists: StylistReads;
      /** The stylists' business hours, from which the posted opening hours are derived. */
      slots: Pick<SlotReads, 'enabledStylistsHours'>;
      /** Saves `workHour` as the stylists' business hours (the Stylists page's rule and locking). */
      hours: Pick<SlotService, 'saveHoursOfStylists'>;
      appVersions: AppVersionReads;
      storage: FileStorage;
      /** The banner's and logo's responsive copies, made at upload. */
      variants: ImageVariants;
      mailer: Mailer;
      /** Whether the salon takes card payments (its payouts): a deposit or a saved card needs them. */
      cardPayments: (salonId: string) => Promise<boolean>;
      /** The salon's payment policy text, told on the booking page before a deposit or card is asked. */
      changePolicies: Pick<ClientChangePolicies, 'of'>;
    },
  ) {}

  /** The public site of an enabled salon, by its URL name; 404 'Salon not found' otherwise. */
  async publicInfo(name: string): Promise<WebsiteInfo> {
    return this.infoOf(await this.deps.salonService.publicSalon(name));
  }

  /** Whether a page address of the public site names something that exists (site-pages.ts). */
  async pageExists(path: string): Promise<boolean> {
    return sitePageExists(path, {
      salonOnline: async (name) => (await this.deps.salons.findBySlug(name))?.active === true,
      productSalon: async (id) => (await this.deps.products.findPublic(id))?.salonSlug ?? null,
    });
  }

  async ownInfo(viewer: Viewer): Promise<WebsiteInfo> {
    return this.infoOf(await this.ownSalon(viewer));
  }

  /**
   * One or more fields of the Appearance editor: texts (trimmed, never empty), the colour, the logo
   * or banner image (judged by content by the upload check), and `workHour`, saved as the business
   * hours of the enabled stylists (`workHourStylists`, or all). The replaced image is deleted after the
   * change is saved.
   */
  async save(
    viewer: Viewer,
    body: WebsiteSettingBody,
    files: Partial<Record<WebsiteImageField, UploadedFile>>,
  ): Promise<WebsiteInfo> {
    const salon = await this.ownSalon(viewer);
    const changes: WebsiteChanges = {};
    for (const field of WEBSITE_TEXT_FIELDS) {
      const value = body[field];
      if (value !== undefined) changes[field] = value;
    }
    if (body.bgColor !== undefined) changes.bgColor = body.bgColor.toLowerCase();
    const stored: string[] = [];
    const put = async (file: UploadedFile) => {
      const { key } = await this.deps.storage.put(createReadStream(file.path), { extension: file.extension });
      stored.push(key);
      await this.deps.variants.make(key);
      return key;
    };
    if (files.websiteLogoImageURL) changes.logoKey = await put(files.websiteLogoImageURL);
    if (files.websiteBannerImageURL) changes.bannerKey = await put(files.websiteBannerImageURL);
    if (Object.keys(changes).length === 0 && body.workHour === undefined) {
      throw new BadRequestError('Nothing to change: send a text, the colour, the work hours or an image');
    }
    if (body.workHour !== undefined) {
      await this.deps.hours.saveHoursOfStylists(
        viewer,
        daysOfWorkHour(body.workHour).map(({ day, ranges }) => ({ day, slots: ranges })),
        body.workHourStylists ?? null,
      );
      if (Object.keys(changes).length === 0) return this.infoOf(salon);
    }
    let saved: { before: WebsiteSettingsRow | undefined; after: WebsiteSettingsRow };
    try {
      saved = await this.deps.website.save(salon.id, changes);
    } catch (error) {
      await Promise.all(stored.map((key) => this.deps.storage.delete(key).catch(() => undefined)));
      await Promise.all(stored.map((key) => this.deps.variants.remove(key)));
      throw error;
    }
    for (const key of [saved.before?.logoKey, saved.before?.bannerKey]) {
      if (key && key !== saved.after.logoKey && key !== saved.after.bannerKey) {
        await this.deps.storage.delete(key).catch(() => undefined);
        await this.deps.variants.remove(key);
      }
    }
    return this.infoOf(salon, saved.after);
  }

  /** The contact form: e-mailed to the salon (reply-to the visitor), through the outbox. */
  async contact(name: string, body: ContactUsBody): Promise<string> {
    const salon = await this.deps.salonService.publicSalon(name);
    const to = salon.email ?? (await this.deps.salons.findWithOwner(salon.id))?.owner?.email;
    if (!to) throw new BadRequestError('This salon cannot receive messages yet');
    const lines = [
      `A message from the contact form of ${salon.name}'s website.`,
      '',
      `From: ${body.name} <${body.email}>, phone ${body.phone}`,
      `Subject: ${body.subject}`,
      '',
      body.message,
    ];
    await this.deps.mailer.send({
      salonId: salon.id,
      to,
      replyTo: body.email,
      subject: `Website message: ${body.subject}`,
      text: lines.join('\n'),
      html:
        `<p>A message from the contact form of <strong>${escapeHtml(salon.name)}</strong>'s website.</p>` +
        `<p>From: ${escapeHtml(body.name)} &lt;${escapeHtml(body.email)}&gt;, phone ${escapeHtml(body.phone)}<br>` +
        `Subject: ${escapeHtml(body.subject)}</p>` +
        `<p style="white-space:pre-wrap">${escapeHtml(body.message)}</p>`,
    });
    return CONTACT_SENT_MESSAGE;
  }

  async stylists(name: string): Promise<WebsiteStylist[]> {
    const salon = await this.deps.salonService.publicSalon(name);
    const { rows } = await this.deps.stylists.listEnabled(salon.id, { pageNumber: 1, pageSize: 1000 });
    return rows.map((row) => ({ _id: row.id, name: row.name, photo: row.photo }));
  }

  /** Enabled services of enabled categories, grouped, in the salon's order (charges in major units of its currency). */
  async serviceGroups(name: string): Promise<WebsiteServiceGroup[]> {
    const salon = await this.deps.salonService.publicSalon(name);
    const [rows, cardPayments] = await Promise.all([
      this.deps.services.listForWebsite(salon.id),
      this.deps.cardPayments(salon.id),
    ]);
    const groups = new Map<string, WebsiteServiceGroup>();
    for (const { category, service } of rows) {
      // A deposit or a saved card cannot be taken before payouts work: the site does not offer it.
      if (!cardPayments && service.paymentPolicy !== 'none') continue;
      const group = groups.get(category.id) ?? { _id: category.id, title: category.title, subService: [] };
      group.subService.push({
        _id: service.id,
        title: service.title,
        service: category.id,
        description: service.description ?? '',
        charges: minorToMajor(service.chargesCents, salon.currency),
        requiredTime: Math.max(1, service.requiredMinutes),
        paymentPolicy: service.paymentPolicy,
        deposit:
          service.paymentPolicy === 'deposit' && service.depositKind && service.depositValue !== null
            ? {
                kind: service.depositKind,
                value:
                  service.depositKind === 'percent'
                    ? service.depositValue
                    : minorToMajor(service.depositValue, salon.currency),
              }
            : null,
      });
      groups.set(category.id, group);
    }
    return [...groups.values()];
  }

  async products(body: WebsiteProductListBody): Promise<WebsiteProductList> {
    const salon = await this.deps.salonService.publicSalon(body.name);
    const [page, priceRange] = await Promise.all([
      this.deps.products.listForWebsite(salon.id, {
        ...(body.category ? { categoryIds: body.category } : {}),
        ...(body.minPrice !== undefined ? { minPriceCents: body.minPrice } : {}),
        ...(body.maxPrice !== undefined ? { maxPriceCents: body.maxPrice } : {}),
        ...(body.search ? { search: body.search } : {}),
        pageNumber: body.pageNumber,
        pageSize: body.pageSize,
      }),
      // Over the whole shop, not the filtered page: the price slider's bounds.
      this.deps.products.websitePriceRange(salon.id),
    ]);
    return {
      result: page.rows.map((row) => websiteProductOf(row, this.deps.storage)),
      totalPageSize: Math.ceil(page.total / body.pageSize),
      totalCount: page.total,
      priceRange,
    };
  }

  async categories(name: string, pageNumber: number, pageSize: number): Promise<Paged<ProductCategoryRef>> {
    const salon = await this.deps.salonService.publicSalon(name);
    const rows = await this.deps.products.listWebsiteCategories(salon.id);
    return {
      result: rows
        .slice((pageNumber - 1) * pageSize, pageNumber * pageSize)
        .map((row) => ({ _id: row.id, categoryName: row.name })),
      totalPageSize: Math.ceil(rows.length / pageSize),
      totalCount: rows.length,
    };
  }

  private async ownSalon(viewer: Viewer): Promise<SalonRow> {
    authorize(viewer, 'website.edit');
    const salon = await this.deps.salons.findById(ownSalonOf(viewer));
    if (!salon) throw noSalonChosen();
    return salon;
  }

  /** The banner's size and `srcset` of its WebP copies, when it has them. */
  private async bannerImage(key: string | null | undefined): Promise<ResponsiveImage | null> {
    if (!key) return null;
    const info = (await this.deps.variants.find([key])).get(key);
    return info
      ? { width: info.width, height: info.height, srcset: this.deps.variants.srcsetOf(info) }
      : null;
  }

  private async infoOf(salon: SalonRow, row?: WebsiteSettingsRow): Promise<WebsiteInfo> {
    const [settings, app, stylistHours, policy] = await Promise.all([
      row ? Promise.resolve(row) : this.deps.website.find(salon.id),
      this.deps.appVersions.newestEnabled(salon.id),
      this.deps.slots.enabledStylistsHours(salon.id),
      this.deps.changePolicies.of(salon),
    ]);
    const d = DEFAULT_WEBSITE_SETTINGS;
    const openingHours = openingHoursOf(stylistHours);
    const banner = await this.bannerImage(settings?.bannerKey);
    return {
      ...(banner ? { websiteBannerImage: banner } : {}),
      salon: {
        _id: salon.id,
        name: salon.name,
        slug: salon.slug,
        phone: salon.phone,
        address: salon.address,
        email: salon.email,
        photo: salon.photo,
        timeZone: salon.timeZone,
        currency: salon.currency,
        locale: salon.locale,
        packageName: app?.packageName ?? null,
        appID: app?.bundleId ?? null,
        androidStoreUrl: app?.androidStoreUrl ?? null,
        iosStoreUrl: app?.iosStoreUrl ?? null,
        paymentPolicyText: policy.paymentPolicyText ?? null,
      },
      bgColor: settings?.bgColor ?? d.bgColor,
      websiteTitle: settings?.websiteTitle ?? d.websiteTitle,
      websiteSubTitle: settings?.websiteSubTitle ?? d.websiteSubTitle,
      websiteLogoImageURL: settings?.logoKey
        ? this.deps.storage.urlOf(settings.logoKey)
        : (salon.photo ?? null),
      websiteBannerImageURL: settings?.bannerKey ? this.deps.storage.urlOf(settings.bannerKey) : null,
      appearanceBarText: settings?.appearanceBarText ?? d.appearanceBarText,
      appearanceBarPara: settings?.appearanceBarPara ?? d.appearanceBarPara,
      productText: settings?.productText ?? d.productText,
      serviceText: settings?.serviceText ?? d.serviceText,
      hourText: settings?.hourText ?? d.hourText,
      hourPara: settings?.hourPara ?? d.hourPara,
      contactText: settings?.contactText ?? d.contactText,
      contactPara: settings?.contactPara ?? d.contactPara,
      openingHours,
      workHour: workHourOf(openingHours),
    };
  }
}
