import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dialogSubmitRefusedPlay } from '../../../forms/FormModal/form-modal-steps';
import { SlotFormModal } from './SlotFormModal';

const now = new Date(2026, 2, 16, 9, 0);

const meta = {
  title: 'Modals/Calendar/SlotFormModal',
  component: SlotFormModal,
  args: {
    open: true,
    mode: 'create',
    now,
    initialValues: { date: new Date(2026, 2, 17), time: '10:00' },
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof SlotFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};

export const Update: Story = { args: { mode: 'update' } };

export const Validation: Story = {
  args: { initialValues: { date: null, time: null } },
  play: dialogSubmitRefusedPlay('Create', ['Please enter a slot date', 'Please enter a slot time']),
};

export const ServerError: Story = { args: { serverError: 'A slot already exists at this time' } };
