import { APP_VERSION_PAGE_ROLES, AppVersionsContainer } from '@salon/features/app-versions';
import { RoleGuard } from '@salon/features/core';
import type { Role } from '@salon/api/shared/schemas';
import { openDialog } from '../support/dialog';
import { appVersionHandlers } from '@salon/api/mocks/handlers/app-versions';
import { pageParameters } from '../support/page-meta';
import type { Meta, StoryObj } from '@storybook/react-vite';

export { rowOf } from '../support/table';

export type Args = { role: Role };

/** /appversion as the admin app routes it: the role guard around the container. */
export const renderAppVersions = () => (
  <RoleGuard allow={APP_VERSION_PAGE_ROLES}>
    <AppVersionsContainer />
  </RoleGuard>
);

export const openAdd = (canvasElement: HTMLElement) =>
  openDialog(canvasElement, 'Add App Version', 'Add New App Version');

/** Every /appversion story's page and viewer: the guarded page as the platform admin sees it. */
export const APP_VERSIONS_PAGE_META = {
  render: renderAppVersions,
  args: { role: 'admin' },
} satisfies Meta<Args>;
/** The story type of the files whose meta spreads `APP_VERSIONS_PAGE_META`. */
export type AppVersionsStory = StoryObj<typeof APP_VERSIONS_PAGE_META>;
/** Every /appversion story's address and handlers (a literal meta's `parameters: { ...appVersionsParameters() }`). */
export const appVersionsParameters = () =>
  pageParameters({ appVersions: appVersionHandlers() }, '/appversion');
