import { buildManyVideos } from '@salon/api/mocks/factories/videos';
import { videoFailures, videoHandlers } from '@salon/api/mocks/handlers/videos';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cardOf, type Args, VIDEOS_PAGE_META, videosParameters } from './videos-story';
import type { VideosStory as Story } from './videos-story';
import { expectRedirectedTo, expectTexts, expectToast } from '../support/expect';
import { playRedirectedTo } from '../support/plays';
import { expectListHeader } from '../support/list';

/** /videos through VideosContainer against MSW (spec 2 §2 "Videos", §6). */
export default {
  ...VIDEOS_PAGE_META,
  parameters: { ...videosParameters() },
  title: 'Catalogue/Videos/Videos',
  tags: ['catalogue:videos'],
} satisfies Meta<Args>;

async function expectCards(canvasElement: HTMLElement, manage: boolean) {
  const header = { heading: 'List of all video contents', search: 'Search Videos...', add: 'Upload Video' };
  await expectListHeader(canvasElement, header);
  const card = await cardOf(canvasElement, 'Blow-dry basics');
  await expect(card.getByRole('link', { name: 'Blow-dry basics' })).toHaveAttribute(
    'href',
    '/videos/71de0000-0000-4000-8000-000000000001',
  );
  await expectTexts(card, ['Tutorials', '12', '48']);
  await expect(card.getByRole('switch', { name: 'Blow-dry basics enabled' })).toBeChecked();
  if (manage) await expect(card.getByRole('button', { name: 'Delete Video' })).toBeVisible();
  else await expect(card.queryByRole('button', { name: 'Delete Video' })).toBeNull();
}

export const Salon: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => expectCards(canvasElement, true),
};

export const Manager: Story = {
  tags: ['role:manager', 'state:default'],
  args: { role: 'manager' },
  parameters: { msw: { handlers: { videos: videoHandlers() } } },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement, true);
    const card = await cardOf(canvasElement, 'Beach waves with a flat iron');
    await userEvent.click(card.getByRole('switch', { name: 'Beach waves with a flat iron enabled' }));
    await expectToast('Video enabled');
  },
};

export const Superadmin: Story = {
  tags: ['role:superadmin', 'state:default'],
  args: { role: 'superadmin' },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement, true);
    await userEvent.type(
      within(canvasElement).getByRole('searchbox', { name: 'Search Videos...' }),
      'balayage',
    );
    const list = within(canvasElement).getByRole('list', { name: 'Videos' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  },
};

/** Stylists watch and upload; the switch is read-only and there is no delete. */
export const Stylist: Story = {
  tags: ['role:stylist', 'state:default'],
  args: { role: 'stylist' },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement, false);
    const card = await cardOf(canvasElement, 'Blow-dry basics');
    await expect(card.getByRole('switch', { name: 'Blow-dry basics enabled' })).toBeDisabled();
  },
};

/** A card's title opens the detail page. */
export const OpensDetail: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement, 'Blow-dry basics');
    await userEvent.click(card.getByRole('link', { name: 'Blow-dry basics' }));
    await expectRedirectedTo(canvasElement, '/videos/71de0000-0000-4000-8000-000000000001');
  },
};

export const Loading: Story = {
  tags: ['role:salon', 'state:loading'],
  parameters: { msw: { handlers: { videos: [videoFailures.listLoading] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: 'Videos' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  tags: ['role:stylist', 'state:empty'],
  args: { role: 'stylist' },
  parameters: { msw: { handlers: { videos: [videoFailures.listEmpty] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No Data Found!')).toBeVisible();
    await expect(within(canvasElement).getByText('We could not find any video data.')).toBeVisible();
  },
};

export const Paged: Story = {
  tags: ['role:manager', 'state:paged'],
  args: { role: 'manager' },
  parameters: { msw: { handlers: { videos: videoHandlers({ videos: buildManyVideos(25) }) } } },
  play: async ({ canvas, canvasElement }) => {
    await cardOf(canvasElement, 'Lesson 1');
    const cards = () => within(canvas.getByRole('list', { name: 'Videos' })).getAllByRole('listitem');
    await expect(cards()).toHaveLength(20);
    await userEvent.click(
      within(canvas.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: '2' }),
    );
    await cardOf(canvasElement, 'Lesson 21');
    await waitFor(() => expect(cards()).toHaveLength(5));
  },
};

/** Clients, companies and the admin are sent to the dashboard (spec 2 §6). */
export const AdminRedirected: Story = {
  tags: ['role:admin', 'state:default'],
  args: { role: 'admin' },
  play: playRedirectedTo('/'),
};
