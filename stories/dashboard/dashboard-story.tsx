import { appointmentsHandlers } from '@salon/api/mocks/handlers/appointments';
import { authHandlers } from '@salon/api/mocks/handlers/auth';
import { firstStepsHandlers } from '@salon/api/mocks/handlers/first-steps';
import type { FirstSteps } from '@salon/api/first-steps/schemas';
import { reportsHandlers } from '@salon/api/mocks/handlers/dashboard';
import type { Role } from '@salon/api/shared/schemas';
import type { AnyHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { FIXED_NOW } from '@salon/api/mocks/clock';
import { DashboardContainer } from '@salon/features/dashboard';
import { pageParameters } from '../support/page-meta';
import type { Meta } from '@storybook/react-vite';

export type Args = { role: Role };

/**
 * The dashboard's calls: reports, the booking engine's side-panel lists, the owner's first steps (all
 * done unless `firstSteps` says otherwise: the card stays hidden), and `overrides` first.
 */
export function dashboardMsw(
  role: Role,
  options: { empty?: boolean; overrides?: AnyHandler[]; firstSteps?: FirstSteps } = {},
) {
  return {
    msw: {
      handlers: {
        auth: authHandlers(role),
        reports: [...(options.overrides ?? []), ...reportsHandlers({ empty: options.empty })],
        appointments: appointmentsHandlers(),
        firstSteps: firstStepsHandlers(options.firstSteps),
      },
    },
  };
}

/** The four summary cards, in order, once loaded. */
export async function expectCards(canvasElement: HTMLElement, expected: Array<[string, string]>) {
  const canvas = within(canvasElement);
  const summary = await canvas.findByRole('list', { name: 'Summary' });
  await waitFor(() => expect(summary).not.toHaveAttribute('aria-busy'));
  const items = within(summary).getAllByRole('listitem');
  await expect(items.map((item) => item.textContent)).toEqual(
    expected.map(([label, value]) => `${label}${value}`),
  );
}

/** Every dashboard story's page and viewer: `/` on the fixed clock as the salon's owner sees it. */
export const DASHBOARD_PAGE_META = {
  render: () => <DashboardContainer now={FIXED_NOW} />,
  args: { role: 'salon' },
} satisfies Meta<Args>;
/** Every dashboard story's address and calls, for `role` (a literal meta's `parameters: { ...dashboardParameters() }`). */
export const dashboardParameters = (role: Role = 'salon', options: { firstSteps?: FirstSteps } = {}) =>
  pageParameters(dashboardMsw(role, options).msw.handlers, '/');
