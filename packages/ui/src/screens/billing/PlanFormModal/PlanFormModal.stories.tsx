import { formModalArgs } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlanFormModal } from './PlanFormModal';

const meta = {
  title: 'Modals/Billing/PlanFormModal',
  component: PlanFormModal,
  args: { ...formModalArgs(), interval: 'year', packageName: 'Starter' },
} satisfies Meta<typeof PlanFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Year: Story = {};

export const Month: Story = { args: { interval: 'month', packageName: 'Team' } };
