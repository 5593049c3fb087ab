import { itemsPage } from '@salon/ui/patterns/list-story-states';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { VideosScreen, type VideoCardView } from './VideosScreen';

const video = (n: number, overrides: Partial<VideoCardView> = {}): VideoCardView => ({
  id: `v${n}`,
  title: `Video ${n}`,
  description: 'A short technique video for the salon team and clients.',
  categoryName: 'Tutorials',
  videoUrl: '/mock-uploads/demo-clip.webm',
  mimeType: 'video/webm',
  likeCount: n * 3,
  viewCount: n * 11,
  enable: n !== 2,
  ...overrides,
});

const meta = {
  title: 'Screens/Videos/VideosScreen',
  component: VideosScreen,
  args: {
    can: { upload: true, manage: true },
    searchValue: '',
    onSearchChange: fn(),
    onPageChange: fn(),
    onUpload: fn(),
    hrefOf: (id: string) => `/videos/${id}`,
    onOpen: fn(),
    onToggle: fn(),
    onDelete: fn(),
    state: itemsPage('videos', [video(1, { title: 'Blow-dry basics' }), video(2), video(3)]),
  },
} satisfies Meta<typeof VideosScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Stylist: Story = { args: { can: { upload: true, manage: false } } };
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Empty: Story = { args: { state: itemsPage('videos', []) } };
export const Paged: Story = {
  args: { state: itemsPage('videos', [video(1), video(2)], { page: 2, pageCount: 3 }) },
};
