import { serviceFailures, serviceHandlers } from '@salon/api/mocks/handlers/services';
import type { Meta } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { openFromRow, rowOf, type Args, SERVICES_PAGE_META, servicesParameters } from './services-story';
import type { ServicesStory as Story } from './services-story';
import { expectToast } from '../support/expect';
import { clickButton } from '../support/form';
import { openDialog } from '../support/dialog';

/** The add/update modal of /services with its category/service toggle (spec 2 §3, §5). */
export default {
  ...SERVICES_PAGE_META,
  parameters: { ...servicesParameters() },
  title: 'Catalogue/Services/ServiceFormModal',
  tags: ['catalogue:service-form-modal'],
} satisfies Meta<Args>;

const openAdd = (canvasElement: HTMLElement) => openDialog(canvasElement, 'Add Service', 'Add New Service');

/** Category mode: a title only; the new category appears at the end of the list. */
export const Category: Story = {
  tags: ['role:salon', 'state:category'],
  parameters: { msw: { handlers: { services: serviceHandlers() } } },
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await clickButton(dialog, 'Category');
    await expect(await screen.findByRole('dialog', { name: 'Add New Category' })).toBeVisible();
    await expect(dialog.queryByLabelText(/Description/)).toBeNull();
    await clickButton(dialog, 'Add');
    await expect(await dialog.findByText('Please enter title')).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/Title/), 'Nails');
    await clickButton(dialog, 'Add');
    await expectToast('Category added successfully');
    await rowOf(canvasElement, 'Nails');
  },
};

/** Service mode: duration from hours and minutes, lead time in hours sent as minutes. */
export const Service: Story = {
  tags: ['role:manager', 'state:service'],
  args: { role: 'manager' },
  parameters: { msw: { handlers: { services: serviceHandlers() } } },
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.type(dialog.getByLabelText(/Name/), 'Scalp Massage');
    await userEvent.click(dialog.getByLabelText(/^Service/));
    await userEvent.click(await screen.findByRole('option', { name: 'Treatments' }));
    await userEvent.clear(dialog.getByLabelText(/Hours/));
    await userEvent.type(dialog.getByLabelText(/Hours/), '1');
    await userEvent.clear(dialog.getByLabelText(/Minutes/));
    await userEvent.type(dialog.getByLabelText(/Minutes/), '15');
    await userEvent.type(dialog.getByLabelText(/Charges/), '64.5');
    await userEvent.type(dialog.getByLabelText(/Description/), 'Relaxing scalp massage with oils.');
    await clickButton(dialog, 'Add');
    await expectToast('Service added successfully');
    const row = await rowOf(canvasElement, 'Scalp Massage');
    await expect(row.getByRole('cell', { name: '75 m' })).toBeVisible();
    await expect(row.getByRole('cell', { name: '$64.50' })).toBeVisible();
  },
};

/** Update mode: 'Update Service' with the saved values, and the kind toggle locked. */
export const Update: Story = {
  tags: ['role:superadmin', 'state:update'],
  args: { role: 'superadmin' },
  parameters: { msw: { handlers: { services: serviceHandlers() } } },
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'Highlights', 'Edit Highlights', 'Update Service');
    await expect(dialog.getByLabelText(/Name/)).toHaveValue('Highlights');
    await expect(dialog.getByLabelText(/Hours/)).toHaveValue(2);
    await expect(dialog.getByLabelText(/Minutes/)).toHaveValue(30);
    await expect(dialog.getByLabelText(/Charges/)).toHaveValue(179.5);
    await expect(dialog.getByRole('button', { name: 'Category' })).toBeDisabled();
    await userEvent.clear(dialog.getByLabelText(/Charges/));
    await userEvent.type(dialog.getByLabelText(/Charges/), '185');
    await clickButton(dialog, 'Update');
    await expectToast('Service updated successfully');
    await waitFor(async () =>
      expect((await rowOf(canvasElement, 'Highlights')).getByRole('cell', { name: '$185.00' })).toBeVisible(),
    );
  },
};

/** Every required field failing: the spec's messages in the spec's order. */
export const Validation: Story = {
  tags: ['role:salon', 'state:validation'],
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await clickButton(dialog, 'Add');
    await waitFor(() =>
      expect(dialog.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        'Please enter name',
        'Please select service',
        'Please select hours or minutes',
        'Please enter charges',
        'Please enter description',
      ]),
    );
  },
};

export const Submitting: Story = {
  tags: ['role:salon', 'state:service'],
  parameters: { msw: { handlers: { services: [serviceFailures.savePending, ...serviceHandlers()] } } },
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await clickButton(dialog, 'Category');
    await userEvent.type(dialog.getByLabelText(/Title/), 'Nails');
    await clickButton(dialog, 'Add');
    await waitFor(() => expect(dialog.getByLabelText(/Title/)).toBeDisabled());
  },
};
