import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ServerError } from './ServerError';

const meta = {
  title: 'Forms/ServerError',
  component: ServerError,
  args: { message: 'An account with this email address already exists' },
} satisfies Meta<typeof ServerError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'An account with this email address already exists',
    );
  },
};

export const NoMessage: Story = {
  args: { message: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
