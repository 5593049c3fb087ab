import { getEnabledSubServices } from '../../services/endpoints';
import * as api from '../../stylists/endpoints';
import {
  buildStylist,
  buildStylistSettings,
  emptyStylistSettings,
  settingsServices,
  stylistOptions,
  stylists,
} from '../factories/stylists';
import { listStates, mockEndpoint, mockFailure, ok } from '../http';
import { pageOf } from '../paging';

function pageQuery(url: string) {
  const search = new URL(url).searchParams;
  return { pageNumber: Number(search.get('pageNumber') ?? 1), filter: search.get('filterValue') ?? '' };
}

/** Handlers of the stylist area; stories override single endpoints with `stylistFailures`. */
export function stylistHandlers(list = stylists) {
  return [
    mockEndpoint(api.getStylists, ({ request }) => {
      const { pageNumber, filter } = pageQuery(request.url);
      const found = list.filter((stylist) => stylist.name.toLowerCase().includes(filter.toLowerCase()));
      return ok(pageOf(found, pageNumber));
    }),
    mockEndpoint(api.getEnabledStylists, () => ok(pageOf(stylistOptions, 1, 1000))),
    mockEndpoint(api.saveStylist, async ({ request }) => {
      const form = await request.formData();
      const id = form.get('id');
      return ok(
        buildStylist({
          ...(typeof id === 'string' ? { _id: id } : {}),
          name: String(form.get('name')),
          email: String(form.get('email')),
        }),
        id ? 'Stylist updated successfully' : 'Stylist created successfully',
      );
    }),
    mockEndpoint(api.enableStylist, async ({ request }) => {
      const { enable } = (await request.json()) as { enable: boolean };
      return ok(buildStylist({ active: enable }), enable ? 'Stylist enabled' : 'Stylist disabled');
    }),
    mockEndpoint(api.deleteStylist, () => ok(null, 'Stylist deleted successfully')),
    mockEndpoint(api.resetStylistPassword, () =>
      ok(null, 'A new password has been sent to stylist@example.com'),
    ),
    mockEndpoint(api.getStylistSettings, ({ request }) => {
      const id = new URL(request.url).searchParams.get('stylistId');
      return ok(id === emptyStylistSettings.stylistId ? emptyStylistSettings : buildStylistSettings());
    }),
    mockEndpoint(api.saveStylistSettings, () =>
      ok(buildStylistSettings(), 'Stylist settings saved successfully'),
    ),
  ];
}

export const stylistFailures = {
  ...listStates(api.getStylists, 'Could not load the stylists'),
  emailTaken: mockFailure(api.saveStylist, 409, 'An account with this email address already exists'),
  hasAppointments: mockFailure(
    api.deleteStylist,
    409,
    'This stylist has upcoming appointments; cancel or move them first',
  ),
};

/** The salon's enabled services, as the stylist settings modal loads them (services area endpoint). */
export const stylistServiceOptions = mockEndpoint(getEnabledSubServices, () =>
  ok(pageOf(settingsServices, 1, 1000)),
);
