import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PlanFormModal } from './PlanFormModal';

const meta = {
  title: 'Modals/Billing/PlanFormModal',
  component: PlanFormModal,
  args: { open: true, interval: 'year', packageName: 'Starter', onClose: fn(), onSubmit: fn() },
} satisfies Meta<typeof PlanFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Year: Story = {};

export const Month: Story = { args: { interval: 'month', packageName: 'Team' } };
