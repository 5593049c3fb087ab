import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { VideoDetailScreen } from './VideoDetailScreen';

const meta = {
  title: 'Screens/Videos/VideoDetailScreen',
  component: VideoDetailScreen,
  args: {
    backHref: '/videos',
    onBack: fn(),
    state: {
      status: 'ready',
      video: {
        id: 'v1',
        title: 'Blow-dry basics',
        description: 'Round-brush technique: section, lift at the root and finish with cool air.',
        categoryName: 'Tutorials',
        videoUrl: '/mock-uploads/demo-clip.webm',
        mimeType: 'video/webm',
        likeCount: 12,
        viewCount: 49,
      },
    },
  },
} satisfies Meta<typeof VideoDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const NotFound: Story = { args: { state: { status: 'error', message: 'Video not found' } } };
