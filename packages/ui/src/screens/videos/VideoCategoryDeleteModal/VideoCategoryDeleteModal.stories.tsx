import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { VideoCategoryDeleteModal } from './VideoCategoryDeleteModal';

const meta = {
  title: 'Modals/Videos/VideoCategoryDeleteModal',
  component: VideoCategoryDeleteModal,
  args: { open: true, name: 'Tutorials', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof VideoCategoryDeleteModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
