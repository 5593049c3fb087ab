import type { Meta, StoryObj } from '@storybook/react-vite';
import toast from 'react-hot-toast';
import { expect, within } from 'storybook/test';
import { Toaster } from './Toaster';

// A separate toaster id, so the preview's own toaster does not show the same toasts twice.
const ID = 'primitives-toaster-story';

const meta = {
  title: 'Primitives/Toaster',
  component: Toaster,
  args: { toasterId: ID, position: 'bottom-right', duration: 60_000 },
  argTypes: {
    position: {
      control: 'select',
      options: ['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right'],
    },
  },
  beforeEach: () => () => toast.remove(undefined, ID),
  tags: ['autodocs'],
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    toast.success('User added successfully', { toasterId: ID });
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('User added successfully')).toBeVisible();
  },
};

export const ErrorToast: Story = {
  play: async ({ canvasElement }) => {
    toast.error('Email already exists', { toasterId: ID });
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Email already exists')).toBeVisible();
  },
};

export const Plain: Story = {
  play: async ({ canvasElement }) => {
    toast('Settings saved', { toasterId: ID });
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Settings saved')).toBeVisible();
  },
};
