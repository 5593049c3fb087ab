import type { Role } from '@salon/api/shared/schemas';

export { rowOf, openFromRow } from '../support/table';
export { expectToast } from '../support/expect';

export type Args = { role: Role };

/** /salon-role-manger as the admin app routes it: the route guard around the container. */
export { staffPage as renderStaff } from '../support/pages';
