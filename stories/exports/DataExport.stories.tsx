import { exportHandlers } from '@salon/api/mocks/handlers/exports';
import type { Role } from '@salon/api/shared/schemas';
import { ExportMenuContainer } from '@salon/features/exports';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageParameters } from '../support/page-meta';

type Args = { role: Role };

/**
 * The Export menu of the Clients, Calendar, Orders and Products pages (ExportMenuContainer against MSW):
 * a CSV file per choice, the bytes received while it streams, or the server's message.
 */
const meta = {
  title: 'Catalogue/Exports/DataExport',
  tags: ['catalogue:data-export'],
  render: () => <ExportMenuContainer file="orders.csv" today="2026-03-16" />,
  args: { role: 'salon' },
  parameters: { ...pageParameters({ exports: exportHandlers() }, '/order-history') },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function choose(canvasElement: HTMLElement, label: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Export' }));
  const menu = within(document.body).getByRole('menu', { name: 'Export' });
  await userEvent.click(within(menu).getByRole('menuitem', { name: label }));
  return canvas;
}

/** The owner downloads the last 30 days of orders: the file is saved and the menu is ready again. */
export const Salon: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Export' }));
    const items = within(within(document.body).getByRole('menu', { name: 'Export' })).getAllByRole(
      'menuitem',
    );
    await expect(items.map((item) => item.textContent)).toEqual([
      'Orders, last 30 days (CSV)',
      'Orders, last 12 months (CSV)',
      'All orders (CSV)',
    ]);
    await userEvent.keyboard('{Escape}');
    await choose(canvasElement, 'Orders, last 30 days (CSV)');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Export' })).not.toHaveAttribute('aria-busy'),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A manager's clients export: one choice, the whole file. */
export const Manager: Story = {
  tags: ['role:manager', 'state:default'],
  args: { role: 'manager' },
  render: () => <ExportMenuContainer file="clients.csv" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Export' }));
    const menu = within(document.body).getByRole('menu', { name: 'Export' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['All clients (CSV)']);
    await userEvent.keyboard('{Escape}');
  },
};

/** While the file streams: the button is busy and the page says so. */
export const SalonRunning: Story = {
  tags: ['role:salon', 'state:running'],
  parameters: { msw: { handlers: { exports: exportHandlers('running') } } },
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'All orders (CSV)');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Exporting…');
    await expect(canvas.getByRole('button', { name: /Export/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ManagerRunning: Story = {
  tags: ['role:manager', 'state:running'],
  args: { role: 'manager' },
  parameters: { msw: { handlers: { exports: exportHandlers('running') } } },
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'Orders, last 12 months (CSV)');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Exporting…');
  },
};

/** The server refused or failed: its message, and the menu to try again. */
export const SalonError: Story = {
  tags: ['role:salon', 'state:error'],
  parameters: { msw: { handlers: { exports: exportHandlers('error') } } },
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'All orders (CSV)');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The export could not be made. Try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeEnabled();
  },
};

export const ManagerError: Story = {
  tags: ['role:manager', 'state:error'],
  args: { role: 'manager' },
  parameters: { msw: { handlers: { exports: exportHandlers('error') } } },
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'All orders (CSV)');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The export could not be made. Try again.',
    );
  },
};
