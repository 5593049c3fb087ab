import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EditableText } from './EditableText';

const meta = {
  title: 'Screens/WebsiteSettings/EditableText',
  component: EditableText,
  args: { label: 'Shop title', value: 'Shop our products', onSubmit: fn() },
} satisfies Meta<typeof EditableText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Title: Story = {};

export const Paragraph: Story = {
  args: { label: 'Hours paragraph', value: 'Walk in or book online.', multiline: true },
};

export const Editing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Shop title' }));
    const field = canvas.getByRole('textbox', { name: 'Shop title' });
    await expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, '  Our shop ');
    await userEvent.click(canvas.getByRole('button', { name: 'SUBMIT' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Our shop');
    await expect(canvas.getByRole('button', { name: 'Edit Shop title' })).toHaveFocus();
  },
};

/** The pencil again closes the editor without sending. */
export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Shop title' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Shop title' }), ' now');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel editing Shop title' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('Shop our products')).toBeVisible();
  },
};

export const Pending: Story = { args: { pending: true } };
