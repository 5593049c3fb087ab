import { videoHandlers } from '@salon/api/mocks/handlers/videos';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { rowOf, type Args, VIDEO_CATEGORIES_PAGE_META, videoCategoriesParameters } from './videos-story';
import type { VideoCategoriesStory as Story } from './videos-story';
import { expectToast } from '../support/expect';
import { clickButton } from '../support/form';
import { findDialog, openDialog } from '../support/dialog';

export default {
  ...VIDEO_CATEGORIES_PAGE_META,
  parameters: { ...videoCategoriesParameters() },
  title: 'Catalogue/Videos/VideoCategoryFormModal',
  tags: ['catalogue:video-category-form-modal'],
} satisfies Meta<Args>;

const openAdd = (canvasElement: HTMLElement) => openDialog(canvasElement, 'Add Category', 'Add New Category');

export const Create: Story = {
  tags: ['role:any', 'state:create'],
  parameters: { msw: { handlers: { videos: videoHandlers() } } },
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.type(dialog.getByLabelText(/Category Name/), 'Colour Tips');
    await clickButton(dialog, 'Add');
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
    const dialog = await findDialog('Update Category');
    await expect(dialog.getByLabelText(/Category Name/)).toHaveValue('Tutorials');
    await userEvent.clear(dialog.getByLabelText(/Category Name/));
    await userEvent.type(dialog.getByLabelText(/Category Name/), 'How-to');
    await clickButton(dialog, 'Update');
    await expectToast('Category updated successfully');
    await rowOf(canvasElement, 'How-to');
  },
};

export const Validation: Story = {
  tags: ['role:any', 'state:validation'],
  parameters: { msw: { handlers: { videos: videoHandlers() } } },
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await clickButton(dialog, 'Add');
    await expect(await dialog.findByText('Please enter category name')).toBeVisible();
    // A duplicate name: the server's 409 message in the form.
    await userEvent.type(dialog.getByLabelText(/Category Name/), 'tutorials');
    await clickButton(dialog, 'Add');
    await expect(await dialog.findByText('A video category with this name already exists')).toBeVisible();
  },
};
