import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { VideoCategoryFormModal } from './VideoCategoryFormModal';

const meta = {
  title: 'Modals/Videos/VideoCategoryFormModal',
  component: VideoCategoryFormModal,
  args: { open: true, mode: 'create', initialValues: { categoryName: '' }, onClose: fn(), onSubmit: fn() },
} satisfies Meta<typeof VideoCategoryFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};
export const Update: Story = { args: { mode: 'update', initialValues: { categoryName: 'Tutorials' } } };
