import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Select } from '../Select';
import { Modal } from './Modal';
import type { ModalProps } from './Modal';

/** Holds `open` so closing in the canvas really closes; `onClose` is still reported. */
function ControlledModal(props: ModalProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open modal
      </Button>
      <Modal
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Primitives/Modal',
  component: Modal,
  render: (args) => <ControlledModal key={String(args.open)} {...args} />,
  args: {
    open: true,
    title: 'Add New User',
    children: 'Fill in the details of the new user. Fields marked with an asterisk are required.',
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Save</Button>
      </>
    ),
    onClose: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    footer: { control: false },
  },
  tags: ['autodocs'],
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Small: Story = { args: { size: 'sm', title: 'Notes', footer: undefined } };

export const Large: Story = { args: { size: 'lg', title: 'Appointment details' } };

export const Closed: Story = { args: { open: false } };

export const NotDismissible: Story = { args: { dismissible: false, title: 'Saving…' } };

export const EscapeCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Add New User' });
    await expect(dialog).toHaveAttribute('open');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
  },
};

export const CloseButton: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Escape first closes an open select menu inside the modal, then the modal. */
export const EscapeWithSelect: Story = {
  args: {
    title: 'Choose Stylist',
    children: (
      <Select
        aria-label="Stylist"
        inputId="modal-stylist"
        options={[
          { value: 'sam', label: 'Sam' },
          { value: 'alex', label: 'Alex' },
        ]}
        value={null}
        onChange={() => {}}
      />
    ),
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Choose Stylist' });
    const combobox = within(dialog).getByRole('combobox', { name: 'Stylist' });
    await userEvent.click(combobox);
    await expect(await within(dialog).findByRole('option', { name: 'Sam' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(dialog).queryByRole('option')).not.toBeInTheDocument());
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(combobox).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
