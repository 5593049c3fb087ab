import { clientHandlers } from '@salon/api/mocks/handlers/clients';
import type { Role } from '@salon/api/shared/schemas';
import { RoleGuard } from '@salon/features/core';
import { USERS_PAGE_ROLES, UsersContainer } from '@salon/features/users';

export { rowOf, openFromRow } from '../support/table';
export { expectToast } from '../support/expect';

export type Args = { role: Role };

/** /users as the admin app routes it: the role guard around the container. */
export const renderUsers = () => (
  <RoleGuard allow={USERS_PAGE_ROLES}>
    <UsersContainer />
  </RoleGuard>
);

/** A story's handlers of the area for another viewer (a stylist sees only their own clients). */
export const usersHandlersFor = (role: Role) => ({ msw: { handlers: { users: clientHandlers(role) } } });
