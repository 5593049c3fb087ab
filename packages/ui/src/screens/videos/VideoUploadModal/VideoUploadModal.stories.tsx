import { formModalArgs } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { VideoUploadModal } from './VideoUploadModal';

const meta = {
  title: 'Modals/Videos/VideoUploadModal',
  component: VideoUploadModal,
  args: {
    ...formModalArgs(),
    categoryOptions: [
      { value: 'c1', label: 'Tutorials' },
      { value: 'c2', label: 'Behind the Chair' },
    ],
    stylistOptions: [
      { value: 's1', label: 'James Carter' },
      { value: 's2', label: 'Stella Romano' },
    ],
  },
} satisfies Meta<typeof VideoUploadModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const StylistPreselected: Story = { args: { defaultStylist: 's2' } };
export const ServerError: Story = { args: { serverError: 'video: must be a video (MP4, WebM, MOV or Ogg)' } };
