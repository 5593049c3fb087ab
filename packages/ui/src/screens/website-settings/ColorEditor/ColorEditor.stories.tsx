import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ColorEditor } from './ColorEditor';

const meta = {
  title: 'Screens/WebsiteSettings/ColorEditor',
  component: ColorEditor,
  args: { value: '#5b21b6', onSubmit: fn() },
} satisfies Meta<typeof ColorEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Update: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByRole('textbox', { name: 'Colour code' });
    await userEvent.clear(code);
    await userEvent.type(code, '#0F766E');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('#0f766e');
  },
};

/** Empty sends nothing; a code that is not a colour says so. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByRole('textbox', { name: 'Colour code' });
    await userEvent.clear(code);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await userEvent.type(code, 'teal');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(code).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a colour such as #5b21b6'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Pending: Story = { args: { pending: true } };
