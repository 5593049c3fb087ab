import { videoHandlers } from '@salon/api/mocks/handlers/videos';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { rowOf, type Args, renderVideoCategories } from './videos-story';
import { expectToast } from '../support/expect';

const meta = {
  title: 'Catalogue/Videos/VideoCategoryFormModal',
  tags: ['catalogue:video-category-form-modal'],
  render: renderVideoCategories,
  args: { role: 'salon' },
  parameters: {
    route: '/video-categories',
    routePath: '/video-categories',
    msw: { handlers: { videos: videoHandlers() } },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openAdd(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add Category' }));
  return within(await screen.findByRole('dialog', { name: 'Add New Category' }));
}

export const Create: Story = {
  tags: ['role:any', 'state:create'],
  parameters: { msw: { handlers: { videos: videoHandlers() } } },
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.type(dialog.getByLabelText(/Category Name/), 'Colour Tips');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expectToast('Category added successfully');
    await rowOf(canvasElement, 'Colour Tips');
  },
};

export const Update: Story = {
  tags: ['role:any', 'state:update'],
  parameters: { msw: { handlers: { videos: videoHandlers() } } },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'Tutorials');
    await userEvent.click(row.getByRole('button', { name: 'Edit Tutorials' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Update Category' }));
    await expect(dialog.getByLabelText(/Category Name/)).toHaveValue('Tutorials');
    await userEvent.clear(dialog.getByLabelText(/Category Name/));
    await userEvent.type(dialog.getByLabelText(/Category Name/), 'How-to');
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await expectToast('Category updated successfully');
    await rowOf(canvasElement, 'How-to');
  },
};

export const Validation: Story = {
  tags: ['role:any', 'state:validation'],
  parameters: { msw: { handlers: { videos: videoHandlers() } } },
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(await dialog.findByText('Please enter category name')).toBeVisible();
    // A duplicate name: the server's 409 message in the form.
    await userEvent.type(dialog.getByLabelText(/Category Name/), 'tutorials');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(await dialog.findByText('A video category with this name already exists')).toBeVisible();
  },
};
