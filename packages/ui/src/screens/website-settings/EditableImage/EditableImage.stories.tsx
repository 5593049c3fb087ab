import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EditableImage } from './EditableImage';

const logo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="12" fill="#ede9fe"/><circle cx="32" cy="32" r="16" fill="#5b21b6"/></svg>',
  );

const meta = {
  title: 'Screens/WebsiteSettings/EditableImage',
  component: EditableImage,
  args: {
    label: 'Logo',
    currentUrl: logo,
    maxBytes: 2 * 1024 * 1024,
    onSubmit: fn(),
    children: <img src={logo} alt="Demo Salon logo" width={64} height={64} />,
  },
} satisfies Meta<typeof EditableImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Uploads: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Logo' }));
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Choose logo'), png);
    await userEvent.click(canvas.getByRole('button', { name: 'SUBMIT' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(png);
  },
};

/** Anything but a JPEG, PNG, GIF or WebP image: 'File type not permitted', nothing sent. */
export const WrongType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup({ applyAccept: false });
    await user.click(canvas.getByRole('button', { name: 'Edit Logo' }));
    const pdf = new File(['%PDF-1.7'], 'menu.pdf', { type: 'application/pdf' });
    await user.upload(canvas.getByLabelText('Choose logo'), pdf);
    await user.click(canvas.getByRole('button', { name: 'SUBMIT' }));
    await expect(canvas.getByLabelText('Choose logo')).toHaveAccessibleDescription(
      expect.stringContaining('File type not permitted'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
