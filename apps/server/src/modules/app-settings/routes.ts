import { addAppSetting, getAppMenu, getAppSetting } from '@salon/api/app-settings/endpoints';
import type { ContractRouter } from '../../http/contract-route';
import { IMAGE_UPLOAD } from '../../http/uploads';
import type { AppSettingService } from './service';

export function appSettingRoutes(route: ContractRouter, settings: AppSettingService): void {
  route(getAppSetting, async ({ viewer, query }) => ({ data: await settings.get(viewer, query.type) }));

  route(
    addAppSetting,
    async ({ viewer, query, body, files }) => {
      const { setting, message } = await settings.save(viewer, query.type, body, files.image);
      return { data: setting, message };
    },
    { uploads: { image: IMAGE_UPLOAD } },
  );

  route(getAppMenu, async ({ viewer }) => ({ data: await settings.appMenu(viewer) }));
}
