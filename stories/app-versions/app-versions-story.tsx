import { APP_VERSION_PAGE_ROLES, AppVersionsContainer } from '@salon/features/app-versions';
import { RoleGuard } from '@salon/features/core';
import type { Role } from '@salon/api/shared/schemas';
import { screen, userEvent, within } from 'storybook/test';

export { rowOf } from '../support/table';

export type Args = { role: Role };

/** /appversion as the admin app routes it: the role guard around the container. */
export const renderAppVersions = () => (
  <RoleGuard allow={APP_VERSION_PAGE_ROLES}>
    <AppVersionsContainer />
  </RoleGuard>
);

export async function openAdd(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add App Version' }));
  return within(await screen.findByRole('dialog', { name: 'Add New App Version' }));
}
