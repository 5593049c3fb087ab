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

/**
 * A third party's overlay appended to the page (Stripe.js's 3-D Secure frame) while `underOverlay`: the
 * dialog stays open but leaves the top layer, so the overlay is above it and usable; then modal again.
 */
function BankStepModal(props: ModalProps) {
  const [underOverlay, setUnderOverlay] = useState(false);
  const openBankStep = () => {
    setUnderOverlay(true);
    const overlay = document.createElement('div');
    overlay.setAttribute('style', 'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.4)');
    const complete = document.createElement('button');
    complete.textContent = 'Complete';
    complete.addEventListener('click', () => {
      overlay.remove();
      setUnderOverlay(false);
    });
    overlay.appendChild(complete);
    document.body.appendChild(overlay);
  };
  return (
    <Modal {...props} underOverlay={underOverlay}>
      <Button onClick={openBankStep}>Pay</Button>
    </Modal>
  );
}

export const UnderOverlay: Story = {
  args: { title: 'Pay the deposit', footer: undefined },
  render: (args) => <BankStepModal {...args} />,
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = page.getByRole('dialog', { name: 'Pay the deposit' });
    await expect(dialog.matches(':modal')).toBe(true);
    await userEvent.click(page.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(dialog.matches(':modal')).toBe(false));
    // Outside the top layer nothing is inert: the overlay's button takes the click.
    await userEvent.click(page.getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(dialog.matches(':modal')).toBe(true));
    await expect(dialog).toHaveAttribute('open');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
