import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorText } from './ErrorText';

const meta = {
  title: 'Primitives/ErrorText',
  component: ErrorText,
  args: { children: 'The list could not be loaded', role: 'alert' },
  tags: ['autodocs'],
} satisfies Meta<typeof ErrorText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Boxed: Story = { args: { boxed: true } };
