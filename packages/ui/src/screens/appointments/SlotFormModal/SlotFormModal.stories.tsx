import { createFormModalArgs, serverErrorStory } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { dialogSubmitRefusedPlay } from '../../../forms/FormModal/form-modal-steps';
import { SlotFormModal } from './SlotFormModal';

const now = new Date(2026, 2, 16, 9, 0);

const meta = {
  title: 'Modals/Calendar/SlotFormModal',
  component: SlotFormModal,
  args: { ...createFormModalArgs({ date: new Date(2026, 2, 17), time: '10:00' }), now },
} satisfies Meta<typeof SlotFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};

export const Update: Story = { args: { mode: 'update' } };

export const Validation: Story = {
  args: { initialValues: { date: null, time: null } },
  play: dialogSubmitRefusedPlay('Create', ['Please enter a slot date', 'Please enter a slot time']),
};

export const ServerError: Story = serverErrorStory('A slot already exists at this time');
