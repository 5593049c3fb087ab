import { APP_VERSION_PAGE_ROLES, AppVersionsContainer } from '@salon/features/app-versions';
import { RoleGuard } from '@salon/features/core';
import type { Role } from '@salon/api/shared/schemas';
import { openDialog } from '../support/dialog';

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
