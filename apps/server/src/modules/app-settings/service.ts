import { createReadStream } from 'node:fs';
import {
  APP_SETTING_FORMS,
  type AppSetting,
  type AppSettingBody,
  type AppSettingType,
} from '@salon/api/app-settings/schemas';
import type { AppMenu } from '@salon/api/salons/schemas';
import type { AppSettingRow } from '../../db/schema';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../errors';
import type { UploadedFile } from '../../http/uploads';
import { authorize } from '../../http/authorize';
import { ownSalonOf, type Viewer } from '../../http/viewer';
import type { FileStorage } from '../../storage/file-storage';
import type { SalonReads } from '../salons';
import type { AppSettingRepository } from './repository';

const EDITORS_ONLY = 'Only the salon owner, managers and the superadmin can change the app settings';
export const SHOP_DISABLED = 'The shop (Point of Sales) is not enabled for this salon';

/**
 * App settings (spec 2 §2, §3, §5, §8): one setting per salon and type, every text of the type and its
 * image required; the shop setting only for salons with Point of Sales.
 */
export class AppSettingService {
  constructor(
    private readonly deps: {
      settings: AppSettingRepository;
      salons: SalonReads;
      storage: FileStorage;
    },
  ) {}

  async get(viewer: Viewer, type: AppSettingType): Promise<AppSetting> {
    authorize(viewer, 'appSettings.read');
    const salonId = ownSalonOf(viewer);
    return this.toSetting(type, await this.deps.settings.find(salonId, type));
  }

  async appMenu(viewer: Viewer): Promise<AppMenu> {
    authorize(viewer, 'appSettings.read');
    const salon = await this.deps.salons.findById(ownSalonOf(viewer));
    if (!salon) throw new NotFoundError('Salon not found');
    return salon.appMenu;
  }

  /** Saves one card; answers the saved setting and the spec's success toast. */
  async save(
    viewer: Viewer,
    type: AppSettingType,
    body: AppSettingBody,
    image: UploadedFile | undefined,
  ): Promise<{ setting: AppSetting; message: string }> {
    authorize(viewer, 'appSettings.edit', EDITORS_ONLY);
    const salonId = ownSalonOf(viewer);
    const form = APP_SETTING_FORMS[type];
    const values = body as Record<string, string | undefined>;
    const allowed = new Set(form.texts.map((field) => field.name));
    const extra = Object.keys(values).find((name) => values[name] !== undefined && !allowed.has(name));
    if (extra) throw new BadRequestError(`${extra}: is not allowed for the ${type} setting`);
    const missing = form.texts.find((field) => !values[field.name]);
    if (missing) throw new BadRequestError(missing.message);
    if (type === 'shop') {
      const salon = await this.deps.salons.findById(salonId);
      if (!salon?.appMenu.isPOS) throw new ForbiddenError(SHOP_DISABLED);
    }
    const existing = await this.deps.settings.find(salonId, type);
    if (!image && !existing?.imageKey) throw new BadRequestError(form.image.message);

    const texts = Object.fromEntries(form.texts.map((field) => [field.name, values[field.name]!]));
    const stored = image
      ? await this.deps.storage.put(createReadStream(image.path), { extension: image.extension })
      : null;
    let saved: Awaited<ReturnType<AppSettingRepository['save']>>;
    try {
      saved = await this.deps.settings.save(salonId, type, texts, stored?.key ?? null);
    } catch (error) {
      if (stored) await this.removeFile(stored.key);
      throw error;
    }
    if (saved.replacedKey) await this.removeFile(saved.replacedKey);
    return { setting: this.toSetting(type, saved.row), message: form.success };
  }

  private toSetting(type: AppSettingType, row: AppSettingRow | undefined): AppSetting {
    const form = APP_SETTING_FORMS[type];
    const texts = Object.fromEntries(form.texts.map((field) => [field.name, row?.texts[field.name] ?? '']));
    return {
      type,
      ...texts,
      [form.image.name]: row?.imageKey ? this.deps.storage.urlOf(row.imageKey) : null,
      updatedAt: row ? row.updatedAt.toISOString() : null,
    } as AppSetting;
  }

  /** Never throws: a file left behind must not fail the save that replaced it. */
  private async removeFile(key: string): Promise<void> {
    try {
      await this.deps.storage.delete(key);
    } catch {
      // Left behind: a file no row names only takes space (nothing sweeps such files).
    }
  }
}
