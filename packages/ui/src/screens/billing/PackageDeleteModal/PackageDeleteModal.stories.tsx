import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PackageDeleteModal } from './PackageDeleteModal';

const meta = {
  title: 'Modals/Billing/PackageDeleteModal',
  component: PackageDeleteModal,
  args: { open: true, name: 'Pro', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof PackageDeleteModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Deleting: Story = { args: { submitting: true } };
