import { videoFailures, videoHandlers } from '@salon/api/mocks/handlers/videos';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { rowOf, type Args, VIDEO_CATEGORIES_PAGE_META, videoCategoriesParameters } from './videos-story';
import type { VideoCategoriesStory as Story } from './videos-story';
import { expectToast } from '../support/expect';
import { expectColumns, expectListHeader, searchRows } from '../support/list';
import { playRedirectedTo } from '../support/plays';

/** /video-categories through VideoCategoriesContainer (spec 2 §2 "Videos", §6). */
export default {
  ...VIDEO_CATEGORIES_PAGE_META,
  parameters: { ...videoCategoriesParameters() },
  title: 'Catalogue/Videos/VideoCategories',
  tags: ['catalogue:video-categories'],
} satisfies Meta<Args>;

async function expectTable(canvasElement: HTMLElement) {
  const header = { heading: 'Video Categories', search: 'Search Categories...', add: 'Add Category' };
  await expectListHeader(canvasElement, header);
  await rowOf(canvasElement, 'Tutorials');
  await expectColumns(canvasElement, ['#', 'Category Name', 'Active Status', 'Action']);
  const reviews = within(canvasElement).getByRole('switch', { name: 'Product Reviews active' });
  await expect(reviews).not.toBeChecked();
}

export const Salon: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => expectTable(canvasElement),
};

export const Manager: Story = {
  tags: ['role:manager', 'state:default'],
  args: { role: 'manager' },
  parameters: { msw: { handlers: { videos: videoHandlers() } } },
  play: async ({ canvasElement }) => {
    await expectTable(canvasElement);
    const row = await rowOf(canvasElement, 'Product Reviews');
    await userEvent.click(row.getByRole('switch', { name: 'Product Reviews active' }));
    await expectToast('Category enabled');
  },
};

export const Superadmin: Story = {
  tags: ['role:superadmin', 'state:default'],
  args: { role: 'superadmin' },
  play: async ({ canvasElement }) => {
    await expectTable(canvasElement);
    await searchRows(canvasElement, 'Search Categories...', 'chair', 2);
  },
};

/** Stylists may watch videos but not manage their categories (spec 2 §6). */
export const StylistRedirected: Story = {
  tags: ['role:stylist', 'state:default'],
  args: { role: 'stylist' },
  play: playRedirectedTo('/'),
};

export const Loading: Story = {
  tags: ['role:salon', 'state:loading'],
  parameters: { msw: { handlers: { videos: [videoFailures.categoriesLoading] } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('table[aria-busy="true"]')).not.toBeNull());
  },
};

export const Empty: Story = {
  tags: ['role:manager', 'state:empty'],
  args: { role: 'manager' },
  parameters: { msw: { handlers: { videos: [videoFailures.categoriesEmpty] } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('We could not find any video category data.'),
    ).toBeVisible();
  },
};
