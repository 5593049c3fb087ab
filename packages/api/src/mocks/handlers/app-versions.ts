import * as endpoints from '../../app-versions/endpoints';
import type { AppVersionBody, AppVersionEnableBody } from '../../app-versions/schemas';
import { matchesFilter, pageOf } from '../paging';
import { appVersions, buildAppVersion } from '../factories/app-versions';
import { fail, listStates, mockEndpoint, mockFailure, ok } from '../http';

const byId = (id: string | null) => appVersions.find((version) => version._id === id);

/** The App Versions area; stateless like the other mock areas. Only Demo Salon has versions. */
export function appVersionHandlers() {
  return [
    mockEndpoint(endpoints.getAppVersions, ({ request }) => {
      const search = new URL(request.url).searchParams;
      const filterValue = search.get('filterValue');
      const rows = appVersions.filter(
        (version) =>
          version.salon === search.get('salon') &&
          matchesFilter(
            filterValue,
            version.versionTitleAndroid,
            version.versionTitleIOS,
            version.packageName,
            version.bundleID,
            version.versionDescription,
          ),
      );
      return ok(pageOf(rows, Number(search.get('pageNumber') ?? 1), Number(search.get('pageSize') ?? 20)));
    }),
    mockEndpoint(endpoints.addAppVersion, async ({ request }) => {
      const body = (await request.json()) as AppVersionBody;
      const saved = buildAppVersion({
        _id: 'a7e00000-0000-4000-8000-0000000000ff',
        ...body,
        versionDescription: body.versionDescription ?? '',
        androidStoreUrl: body.androidStoreUrl ?? null,
        iosStoreUrl: body.iosStoreUrl ?? null,
        enable: true,
      });
      return ok(saved, 'App version added successfully');
    }),
    mockEndpoint(endpoints.enableAppVersion, async ({ request }) => {
      const { enable } = (await request.json()) as AppVersionEnableBody;
      const version = byId(new URL(request.url).searchParams.get('id'));
      if (!version) return fail(404, 'App version not found');
      return ok(
        { ...version, enable },
        enable ? 'App version enabled successfully' : 'App version disabled successfully',
      );
    }),
    mockEndpoint(endpoints.deleteAppVersion, () => ok(null, 'App version deleted successfully')),
  ];
}

export const appVersionFailures = {
  ...listStates(endpoints.getAppVersions, 'Could not load the app versions, please try again'),
  addTaken: mockFailure(endpoints.addAppVersion, 409, 'This app version already exists for this salon'),
};
