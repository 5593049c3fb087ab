import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ImageField } from './ImageField';

const meta = {
  title: 'Forms/ImageField',
  component: ImageField,
  args: { label: 'Logo', id: 'logo', file: null, previewAlt: 'Salon logo', onChange: fn() },
} satisfies Meta<typeof ImageField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithError: Story = {
  args: { error: 'Please select files to upload' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Logo');
    await expect(input).toHaveAccessibleDescription('Please select files to upload');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};
