import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { shape: 'block' },
  argTypes: { shape: { control: 'inline-radio', options: ['block', 'text', 'circle'] } },
  tags: ['autodocs'],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = { args: { height: 120 } };
export const Text: Story = { args: { shape: 'text', width: 240 } };
export const Paragraph: Story = { args: { shape: 'text', lines: 4 } };
export const Circle: Story = { args: { shape: 'circle', width: 48 } };
