import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImagePicker } from './ImagePicker';

const meta = {
  title: 'Forms/ImagePicker',
  component: ImagePicker,
  args: { id: 'photo', file: null, previewAlt: 'Photo', onChange: fn(), 'aria-describedby': undefined },
  render: (args) => (
    <>
      <label htmlFor="photo">Photo</label>
      <ImagePicker {...args} />
    </>
  ),
} satisfies Meta<typeof ImagePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Photo');
    await userEvent.upload(input, new File(['x'], 'me.png', { type: 'image/png' }));
    await expect(args.onChange).toHaveBeenCalledWith(expect.any(File));
  },
};

export const WithStoredImage: Story = {
  args: {
    currentUrl:
      'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="56" height="56"><circle cx="28" cy="28" r="28" fill="%23c96"/></svg>',
  },
};
