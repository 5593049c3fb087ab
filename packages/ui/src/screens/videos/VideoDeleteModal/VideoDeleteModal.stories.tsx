import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { VideoDeleteModal } from './VideoDeleteModal';

const meta = {
  title: 'Modals/Videos/VideoDeleteModal',
  component: VideoDeleteModal,
  args: { open: true, title: 'Blow-dry basics', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof VideoDeleteModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Deleting: Story = { args: { submitting: true } };
