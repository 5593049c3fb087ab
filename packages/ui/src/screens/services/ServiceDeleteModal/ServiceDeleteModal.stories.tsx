import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ServiceDeleteModal } from './ServiceDeleteModal';

const meta = {
  title: 'Modals/Services/ServiceDeleteModal',
  component: ServiceDeleteModal,
  args: { open: true, kind: 'service', title: 'Haircut', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ServiceDeleteModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Service: Story = {};
export const Category: Story = { args: { kind: 'category', title: 'Haircuts' } };
