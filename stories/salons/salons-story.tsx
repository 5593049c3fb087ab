import type { Role } from '@salon/api/shared/schemas';

export { rowOf, openFromRow } from '../support/table';
export { expectToast } from '../support/expect';

export type Args = { role: Role };

/** /salon as the admin app routes it: the route guard around the container. */
export { salonsPage as renderSalons } from '../support/pages';

export const salonParameters = (handlers: unknown[]) => ({
  route: '/salon',
  routePath: '/salon',
  msw: { handlers: { salons: handlers } },
});
