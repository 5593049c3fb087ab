import type { Role } from '@salon/api/shared/schemas';
import { salonHandlers } from '@salon/api/mocks/handlers/salons';
import { salonsPage } from '../support/pages';
import { pageParameters } from '../support/page-meta';
import type { Meta, StoryObj } from '@storybook/react-vite';

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

/** Every /salon story's page and viewer: the guarded page as the platform admin sees it. */
export const SALONS_PAGE_META = { render: salonsPage, args: { role: 'admin' } } satisfies Meta<Args>;
/** The story type of the files whose meta spreads `SALONS_PAGE_META`. */
export type SalonsStory = StoryObj<typeof SALONS_PAGE_META>;
/** Every /salon story's address and handlers (a literal meta's `parameters: { ...salonsParameters() }`). */
export const salonsParameters = () => pageParameters({ salons: salonHandlers() }, '/salon');
