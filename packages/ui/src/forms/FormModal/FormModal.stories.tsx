import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Form } from '../Form';
import { TextField } from '../TextField';
import { FormModal } from './FormModal';

const meta = {
  title: 'Forms/FormModal',
  component: FormModal,
  args: {
    open: true,
    onClose: fn(),
    title: 'Add New Category',
    formId: 'category-form',
    submitLabel: 'Add',
    children: (
      <Form id="category-form" onSubmit={(event) => event.preventDefault()}>
        <TextField label="Category Name" id="category-name" value="" onChange={() => {}} />
      </Form>
    ),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof FormModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Add New Category' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Add New Category' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Add' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const SubmitDisabled: Story = { args: { submitDisabled: true } };
