import type { Role } from '@salon/api/shared/schemas';
import type {} from 'storybook/test';
import { type Scope } from '../support/dialog';

export { rowOf, openFromRow } from '../support/table';
export { expectToast } from '../support/expect';

export type Args = { role: Role };

/** /stylist as the admin app routes it: the route guard around the container. */
export { stylistsPage as renderStylists } from '../support/pages';

export async function alertsOf(dialog: Scope) {
  return dialog.getAllByRole('alert').map((alert: HTMLElement) => alert.textContent);
}
