import { videoFailures, videoHandlers } from '@salon/api/mocks/handlers/videos';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { renderVideoDetail, type Args } from './videos-story';
import { expectTexts } from '../support/expect';
import { playAlert } from '../support/plays';

/** /videos/{id}: the player, category, likes, views and description; the load counts one view. */
const meta = {
  title: 'Catalogue/Videos/VideoDetail',
  tags: ['catalogue:video-detail'],
  render: renderVideoDetail,
  args: { role: 'salon' },
  parameters: {
    route: '/videos/71de0000-0000-4000-8000-000000000001',
    routePath: '/videos/:id',
    msw: { handlers: { videos: videoHandlers() } },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Blow-dry basics' })).toBeVisible();
    const player = canvas.getByTestId('video-player');
    await expect(player).toHaveAttribute('controls');
    await expect(player).toHaveTextContent('Your browser does not support the video tag.');
    await expectTexts(canvas, ['Tutorials', '12']);
    // 48 views before, 49 once this load is counted.
    await waitFor(() => expect(canvas.getByText('49')).toBeVisible());
  },
};

export const Stylist: Story = {
  tags: ['role:stylist', 'state:default'],
  args: { role: 'stylist' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Blow-dry basics' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['role:any', 'state:loading'],
  parameters: { msw: { handlers: { videos: [videoFailures.detailLoading, ...videoHandlers()] } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('article[aria-busy="true"]')).not.toBeNull());
  },
};

export const NotFound: Story = {
  tags: ['role:any', 'state:default'],
  parameters: { route: '/videos/71de0000-0000-4000-8000-0000000000ff' },
  play: playAlert('Video not found'),
};
