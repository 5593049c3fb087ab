import {
  addAppVersion,
  deleteAppVersion,
  enableAppVersion,
  getAppVersions,
} from '@salon/api/app-versions/endpoints';
import type { ContractRouter } from '../../http/contract-route';
import type { AppVersionService } from './service';

export function appVersionRoutes(route: ContractRouter, versions: AppVersionService): void {
  route(getAppVersions, async ({ viewer, query }) => ({ data: await versions.list(viewer, query) }));

  route(addAppVersion, async ({ viewer, body }) => ({
    data: await versions.add(viewer, body),
    message: 'App version added successfully',
  }));

  route(enableAppVersion, async ({ viewer, query, body }) => {
    const version = await versions.setEnable(viewer, query.id, body.salon, body.enable);
    return {
      data: version,
      message: version.enable ? 'App version enabled successfully' : 'App version disabled successfully',
    };
  });

  route(deleteAppVersion, async ({ viewer, query }) => {
    await versions.delete(viewer, query);
    return { data: null, message: 'App version deleted successfully' };
  });
}
