import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@salon/ui/primitives/Button';
import { TextField } from '../TextField';
import { Form } from './Form';

const meta = {
  title: 'Forms/Form',
  component: Form,
  args: {
    id: 'category-form',
    onSubmit: fn((event) => event.preventDefault()),
    children: (
      <>
        <TextField label="Category Name" id="category-name" value="Hair Care" onChange={() => {}} />
        <Button type="submit">Save</Button>
      </>
    ),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const WithServerError: Story = {
  args: { serverError: 'Product category already exists' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Product category already exists',
    );
  },
};
