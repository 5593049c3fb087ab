import * as api from '../../staff/endpoints';
import type { StaffFormBody } from '../../staff/schemas';
import { SALON_ONE, SALON_TWO } from '../factories/auth';
import { buildStaff, staff } from '../factories/staff';
import { pageOf } from '../paging';
import { listStates, mockEndpoint, mockFailure, ok } from '../http';

/** Handlers of the salon staff area; stories override single endpoints with `staffFailures`. */
export function staffHandlers(list = staff) {
  return [
    mockEndpoint(api.getStaff, ({ request }) => {
      const search = new URL(request.url).searchParams;
      const filter = (search.get('filterValue') ?? '').toLowerCase();
      const found = list.filter((item) => item.name.toLowerCase().includes(filter));
      return ok(pageOf(found, Number(search.get('pageNumber') ?? 1)));
    }),
    mockEndpoint(api.saveStaff, async ({ request }) => {
      const body = (await request.json()) as StaffFormBody;
      const salon = [SALON_ONE, SALON_TWO].find((item) => item._id === body.salonId) ?? SALON_ONE;
      return ok(
        buildStaff({
          ...(body.id ? { _id: body.id } : {}),
          name: body.name,
          email: body.email,
          phone: body.phone,
          address: body.address,
          salon: { _id: salon._id, name: salon.name },
        }),
        body.id ? 'Salon user updated successfully' : 'Salon user created successfully',
      );
    }),
    mockEndpoint(api.enableStaff, async ({ request }) => {
      const { enable } = (await request.json()) as { enable: boolean };
      return ok(buildStaff({ active: enable }), enable ? 'Salon user enabled' : 'Salon user disabled');
    }),
    mockEndpoint(api.deleteStaff, () => ok(null, 'Salon user deleted successfully')),
  ];
}

export const staffFailures = {
  ...listStates(api.getStaff, 'Could not load the salon users'),
  emailTaken: mockFailure(api.saveStaff, 409, 'An account with this email address already exists'),
};
