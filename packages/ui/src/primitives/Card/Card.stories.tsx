import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconButton } from '../IconButton';
import { Card } from './Card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    title: 'Upcoming Appointments',
    children: 'Jane Doe — Haircut with Sam at 10:30 AM.',
  },
  argTypes: {
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
    actions: { control: false },
  },
  tags: ['autodocs'],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithActions: Story = {
  args: { actions: <IconButton icon="edit" label="Edit appointments" /> },
};
export const NoTitle: Story = { args: { title: undefined, 'aria-label': 'Summary' } };
export const Elevated: Story = { args: { elevated: true } };
export const LargePadding: Story = { args: { padding: 'lg' } };
export const NoPadding: Story = { args: { padding: 'none', title: undefined, 'aria-label': 'Image' } };
