import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EMPTY_PACKAGE_FORM, PackageFormModal } from './PackageFormModal';

const meta = {
  title: 'Modals/Billing/PackageFormModal',
  component: PackageFormModal,
  args: { open: true, mode: 'create', initialValues: EMPTY_PACKAGE_FORM, onClose: fn(), onSubmit: fn() },
} satisfies Meta<typeof PackageFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};

export const Update: Story = {
  args: {
    mode: 'update',
    initialValues: {
      name: 'Pro',
      description: 'Five calendars for a busy salon.',
      calendars: 5,
      monthlyPrice: '',
      annualPrice: '',
    },
  },
};

export const ServerError: Story = { args: { serverError: 'A package with this name already exists' } };
