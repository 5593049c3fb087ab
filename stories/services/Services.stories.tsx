import { serviceFailures, serviceHandlers } from '@salon/api/mocks/handlers/services';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  categoryTitles,
  rowOf,
  serviceTitlesOf,
  type Args,
  SERVICES_PAGE_META,
  servicesParameters,
} from './services-story';
import type { ServicesStory as Story } from './services-story';
import { expectToast } from '../support/expect';
import { expectColumns } from '../support/list';
import { clickButton } from '../support/form';
import { findDialog } from '../support/dialog';
import { playAlert, playNoData, playRedirectedTo } from '../support/plays';

/** /services through ServicesContainer against MSW (spec 2 §2 "Services", §4, §6). */
export default {
  ...SERVICES_PAGE_META,
  parameters: { ...servicesParameters() },
  title: 'Catalogue/Services/Services',
  tags: ['catalogue:services'],
} satisfies Meta<Args>;

async function expectList(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: 'Service' })).toBeVisible();
  await expect(canvas.getByRole('searchbox', { name: 'Search Service...' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Add Service' })).toBeVisible();
  const row = await rowOf(canvasElement, 'Highlights');
  await expect(row.getByRole('cell', { name: '150 m' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '$179.50' })).toBeVisible();
  await expect(categoryTitles(canvasElement)).toEqual(['Haircuts', 'Colour', 'Treatments']);
  await expectColumns(canvasElement, [
    'Drag to reorder',
    '#',
    'Service Title',
    'Duration',
    'Price',
    'Active Status',
    'Action',
  ]);
  await expect(canvas.getByRole('switch', { name: "Kids' Cut active" })).not.toBeChecked();
}

export const Salon: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => expectList(canvasElement),
};

export const Manager: Story = {
  tags: ['role:manager', 'state:default'],
  args: { role: 'manager' },
  play: async ({ canvasElement }) => expectList(canvasElement),
};

export const Superadmin: Story = {
  tags: ['role:superadmin', 'state:default'],
  args: { role: 'superadmin' },
  play: async ({ canvasElement }) => {
    await expectList(canvasElement);
    const canvas = within(canvasElement);
    // Searching shows matching services only, and turns reordering off (a partial list has no order).
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search Service...' }), 'keratin');
    await waitFor(() => expect(serviceTitlesOf(canvasElement)).toEqual(['Keratin Treatment']));
    await expect(canvas.queryByRole('button', { name: 'Move Treatments up' })).toBeNull();
  },
};

/**
 * The keyboard way to reorder: the move buttons send the ranks of every category on the page in one
 * rank-update call; the list then shows the server's (stateful mock's) order. Drag and drop is proved
 * in the end-to-end test in a real browser.
 */
export const KeyboardReorder: Story = {
  tags: ['role:salon', 'state:default'],
  parameters: { msw: { handlers: { services: serviceHandlers() } } },
  play: async ({ canvasElement }) => {
    const treatments = await rowOf(canvasElement, 'Treatments');
    const up = treatments.getByRole('button', { name: 'Move Treatments up' });
    up.focus();
    await userEvent.keyboard('{Enter}');
    await expectToast('Order saved');
    await waitFor(() => expect(categoryTitles(canvasElement)).toEqual(['Haircuts', 'Treatments', 'Colour']));
    // Services move inside their category.
    const root = await rowOf(canvasElement, 'Root Touch-Up');
    await userEvent.click(root.getByRole('button', { name: 'Move Root Touch-Up up' }));
    await waitFor(() =>
      expect(serviceTitlesOf(canvasElement).slice(6, 9)).toEqual([
        'Colouring',
        'Root Touch-Up',
        'Highlights',
      ]),
    );
    await expect(
      (await rowOf(canvasElement, 'Haircuts')).getByRole('button', { name: 'Move Haircuts up' }),
    ).toBeDisabled();
  },
};

export const ToggleActive: Story = {
  tags: ['role:manager', 'state:default'],
  args: { role: 'manager' },
  parameters: { msw: { handlers: { services: serviceHandlers() } } },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, "Kids' Cut");
    await userEvent.click(row.getByRole('switch', { name: "Kids' Cut active" }));
    await expectToast('Service enabled');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('switch', { name: "Kids' Cut active" })).toBeChecked(),
    );
  },
};

/** A category that still has services cannot be deleted: the server's 409 message shows. */
export const DeleteCategoryInUse: Story = {
  tags: ['role:salon', 'state:default'],
  parameters: { msw: { handlers: { services: serviceHandlers() } } },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'Colour');
    await userEvent.click(row.getByRole('button', { name: 'Delete Colour' }));
    const dialog = await findDialog('Delete Category');
    await clickButton(dialog, 'Delete');
    await expectToast(/still has services/);
  },
};

export const Loading: Story = {
  tags: ['role:salon', 'state:loading'],
  parameters: { msw: { handlers: { services: [serviceFailures.listLoading] } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Service' })).toBeVisible();
    await expect(canvasElement.querySelector('table[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  tags: ['role:manager', 'state:empty'],
  args: { role: 'manager' },
  parameters: { msw: { handlers: { services: [serviceFailures.listEmpty] } } },
  play: playNoData('We could not find any service data.'),
};

export const LoadFailed: Story = {
  tags: ['role:superadmin', 'state:error'],
  args: { role: 'superadmin' },
  parameters: { msw: { handlers: { services: [serviceFailures.listError] } } },
  play: playAlert('Could not load the services'),
};

/** Stylists (and every other role) are sent to the dashboard (spec 2 §6). */
export const StylistRedirected: Story = {
  tags: ['role:stylist', 'state:default'],
  args: { role: 'stylist' },
  play: playRedirectedTo('/'),
};
