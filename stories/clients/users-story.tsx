import { clientHandlers } from '@salon/api/mocks/handlers/clients';
import type { Role } from '@salon/api/shared/schemas';
import { RoleGuard } from '@salon/features/core';
import { USERS_PAGE_ROLES, UsersContainer } from '@salon/features/clients';
import { pageParameters } from '../support/page-meta';
import type { Meta, StoryObj } from '@storybook/react-vite';

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

/** Every /users story's page and viewer: the guarded page as the salon's owner sees it. */
export const USERS_PAGE_META = { render: renderUsers, args: { role: 'salon' } } satisfies Meta<Args>;
/** The story type of the files whose meta spreads `USERS_PAGE_META`. */
export type UsersStory = StoryObj<typeof USERS_PAGE_META>;
/** Every /users story's address and handlers (a literal meta's `parameters: { ...usersParameters() }`). */
export const usersParameters = () => pageParameters({ users: clientHandlers() }, '/users');
