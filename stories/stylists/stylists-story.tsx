import type { Role } from '@salon/api/shared/schemas';
import type {} from 'storybook/test';
import { type Scope } from '../support/dialog';
import { stylistHandlers } from '@salon/api/mocks/handlers/stylists';
import { stylistsPage } from '../support/pages';
import { pageParameters } from '../support/page-meta';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyHandler } from 'msw';

export { rowOf, openFromRow } from '../support/table';
export { expectToast } from '../support/expect';

export type Args = { role: Role };

/** /stylist as the admin app routes it: the route guard around the container. */
export { stylistsPage as renderStylists } from '../support/pages';

export async function alertsOf(dialog: Scope) {
  return dialog.getAllByRole('alert').map((alert: HTMLElement) => alert.textContent);
}

/** Every /stylist story's page and viewer: the guarded page as the salon's owner sees it. */
export const STYLISTS_PAGE_META = { render: stylistsPage, args: { role: 'salon' } } satisfies Meta<Args>;
/** The story type of the files whose meta spreads `STYLISTS_PAGE_META`. */
export type StylistsStory = StoryObj<typeof STYLISTS_PAGE_META>;
/** Every /stylist story's address and handlers, with `extra` ones (a literal meta's `parameters: { ...stylistsParameters() }`). */
export const stylistsParameters = (extra: AnyHandler[] = []) =>
  pageParameters({ stylists: [...stylistHandlers(), ...extra] }, '/stylist');
