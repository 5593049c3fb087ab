import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AppVersionDeleteModal } from './AppVersionDeleteModal';

const meta = {
  title: 'Modals/AppVersions/AppVersionDeleteModal',
  component: AppVersionDeleteModal,
  args: { open: true, name: 'Android 2.3.1 / iOS 2.3.2', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof AppVersionDeleteModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
