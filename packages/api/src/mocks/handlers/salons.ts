import * as api from '../../salons/endpoints';
import type { AppMenu } from '../../salons/schemas';
import { buildSalon, salons } from '../factories/salons';
import { pageOf } from '../paging';
import { listStates, mockEndpoint, mockFailure, ok } from '../http';

const idOf = (url: string, name: string) => new URL(url).searchParams.get(name) ?? '';

/** Handlers of the salon area; stories override single endpoints with `salonFailures`. */
export function salonHandlers(list = salons) {
  const find = (id: string) => list.find((salon) => salon._id === id) ?? buildSalon({ _id: id });
  return [
    mockEndpoint(api.getSalons, ({ request }) => {
      const search = new URL(request.url).searchParams;
      const filter = (search.get('filterValue') ?? '').toLowerCase();
      const found = list.filter((salon) => salon.name.toLowerCase().includes(filter));
      return ok(pageOf(found, Number(search.get('pageNumber') ?? 1)));
    }),
    mockEndpoint(api.saveSalon, async ({ request }) => {
      const form = await request.formData();
      const id = form.get('id');
      return ok(
        buildSalon({
          ...(typeof id === 'string' ? { _id: id } : {}),
          name: String(form.get('name')),
          email: String(form.get('email')),
        }),
        id ? 'Salon updated successfully' : 'Salon created successfully',
      );
    }),
    mockEndpoint(api.enableSalon, async ({ request }) => {
      const { enable } = (await request.json()) as { enable: boolean };
      const salon = find(idOf(request.url, 'userID'));
      return ok({ ...salon, active: enable }, enable ? 'Salon enabled' : 'Salon disabled');
    }),
    mockEndpoint(api.changeSalonMenu, async ({ request }) => {
      const { appMenu } = (await request.json()) as { appMenu: AppMenu };
      return ok({ ...find(idOf(request.url, 'userID')), appMenu }, 'App settings updated successfully');
    }),
    mockEndpoint(api.resetSalonPassword, ({ request }) =>
      ok(null, `A new password has been sent to ${find(idOf(request.url, 'salonID')).email ?? ''}`),
    ),
    mockEndpoint(api.deleteSalon, () => ok(null, 'Salon deleted successfully')),
    mockEndpoint(api.cancelSubscription, ({ request }) =>
      ok(
        { _id: idOf(request.url, 'id'), cancel_at_period_end: true },
        'Your subscription will end at the end of the current period',
      ),
    ),
  ];
}

export const salonFailures = {
  ...listStates(api.getSalons, 'Could not load the salons'),
  emailTaken: mockFailure(api.saveSalon, 409, 'An account with this email address already exists'),
};
