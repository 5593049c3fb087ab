import type { Role } from '@salon/api/shared/schemas';
import { staffHandlers } from '@salon/api/mocks/handlers/staff';
import { staffPage } from '../support/pages';
import { pageParameters } from '../support/page-meta';
import type { Meta, StoryObj } from '@storybook/react-vite';

export { rowOf, openFromRow } from '../support/table';
export { expectToast } from '../support/expect';

export type Args = { role: Role };

/** /salon-role-manger as the admin app routes it: the route guard around the container. */
export { staffPage as renderStaff } from '../support/pages';

/** Every /salon-role-manger story's page and viewer: the guarded page as the salon's owner sees it. */
export const STAFF_PAGE_META = { render: staffPage, args: { role: 'salon' } } satisfies Meta<Args>;
/** The story type of the files whose meta spreads `STAFF_PAGE_META`. */
export type StaffStory = StoryObj<typeof STAFF_PAGE_META>;
/** Every /salon-role-manger story's address and handlers (a literal meta's `parameters: { ...staffParameters() }`). */
export const staffParameters = () => pageParameters({ staff: staffHandlers() }, '/salon-role-manger');
