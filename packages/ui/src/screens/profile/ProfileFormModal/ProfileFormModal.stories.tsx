import { formModalArgs } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { dialogSubmitRefusedPlay } from '../../../forms/FormModal/form-modal-steps';
import { ProfileFormModal } from './ProfileFormModal';

const meta = {
  title: 'Modals/Profile/ProfileFormModal',
  component: ProfileFormModal,
  args: {
    ...formModalArgs(),
    submitting: false,
    serverError: null,
    initialValues: {
      name: 'Olivia Owner',
      email: 'salon@example.com',
      phone: '5550100100',
      address: '12 Market Street, Springfield',
      services: [],
    },
  },
} satisfies Meta<typeof ProfileFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Stylist: Story = {
  args: {
    initialValues: {
      name: 'Stella Stylist',
      email: 'stylist@example.com',
      phone: '5550100100',
      address: '12 Market Street, Springfield',
      services: ['s1'],
    },
    serviceOptions: [
      { value: 's1', label: 'Haircut' },
      { value: 's2', label: 'Colouring' },
    ],
  },
};

export const Validation: Story = {
  args: {
    initialValues: { name: '', email: '', phone: '', address: '', services: [] },
    serviceOptions: [{ value: 's1', label: 'Haircut' }],
  },
  play: dialogSubmitRefusedPlay('Save', [
    'Please enter name',
    'Please enter email address',
    'Please enter phone',
    'Please enter address',
    'Please select services',
  ]),
};

export const ServerError: Story = { args: { serverError: 'This email address is already in use' } };
