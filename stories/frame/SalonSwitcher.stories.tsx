import { authFailures, authHandlers } from '@salon/api/mocks/handlers/auth';
import type { Role } from '@salon/api/shared/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FrameWithPage } from './frame-story';
import { expectToast } from '../support/expect';

type Args = { role: Role };

/** The superadmin's salon switcher in the frame's header, against MSW. */
const meta = {
  title: 'Catalogue/Frame/SalonSwitcher',
  tags: ['catalogue:salon-switcher'],
  render: () => <FrameWithPage />,
  args: { role: 'superadmin' },
  parameters: { layout: 'fullscreen', route: '/' },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // Its play function ends on a toast that times out: a screenshot would race it.
  tags: ['role:superadmin', 'state:default', 'visual:skip'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByLabelText('Salon');
    await waitFor(() => expect(canvas.getByText('Demo Salon')).toBeVisible());
    await waitFor(() => expect(select).toBeEnabled());
    // The menu opens on the press; open it again if the first press came before the list was ready.
    await waitFor(async () => {
      if (!screen.queryByRole('listbox')) await userEvent.click(select);
      await expect(screen.getByRole('option', { name: 'Second Salon' })).toBeVisible();
    });
    await userEvent.click(screen.getByRole('option', { name: 'Second Salon' }));
    await expectToast('Salon switched to Second Salon');
    await waitFor(() => expect(canvas.getByText('Second Salon')).toBeVisible());
  },
};

export const Loading: Story = {
  tags: ['role:superadmin', 'state:loading'],
  parameters: { msw: { handlers: { auth: [authFailures.salonsLoading, ...authHandlers('superadmin')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading salons…')).toBeVisible();
    await expect(canvas.getByLabelText('Salon')).toBeDisabled();
  },
};
