import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CompanyDeleteModal } from './CompanyDeleteModal';

const meta = {
  title: 'Modals/Companies/CompanyDeleteModal',
  component: CompanyDeleteModal,
  args: { open: true, name: 'Brightline Media', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof CompanyDeleteModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
