import { NotificationsContainer, NOTIFICATION_PAGE_ROLES } from '@salon/features/notifications';
import { RoleGuard } from '@salon/features/core';
import type { Role } from '@salon/api/shared/schemas';
import { userEvent, within } from 'storybook/test';
import { type Scope } from '../support/dialog';

export { rowOf } from '../support/table';

export type Args = { role: Role };

/** /notification as the admin app routes it: the role guard around the container. */
export const renderNotifications = () => (
  <RoleGuard allow={NOTIFICATION_PAGE_ROLES}>
    <NotificationsContainer />
  </RoleGuard>
);

/** The send form, once the page shows it. */
export async function sendForm(canvasElement: HTMLElement) {
  const card = await within(canvasElement).findByRole('heading', { name: 'Send Notification' });
  return within(card.closest('section')!);
}

export async function chooseTarget(form: Scope, option: string) {
  await userEvent.click(form.getByLabelText('Send To'));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
}
