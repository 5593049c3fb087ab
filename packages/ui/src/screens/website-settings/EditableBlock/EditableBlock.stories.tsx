import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EditableBlock } from './EditableBlock';

const meta = {
  title: 'Screens/WebsiteSettings/EditableBlock',
  component: EditableBlock,
  args: {
    label: 'Service title',
    editing: false,
    onEditingChange: fn(),
    onSubmit: fn(),
    editor: <p>The field goes here</p>,
    children: <p>Our services</p>,
  },
} satisfies Meta<typeof EditableBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Editing: Story = { args: { editing: true } };
export const Pending: Story = { args: { pending: true } };
export const Inverse: Story = {
  args: { tone: 'inverse' },
  decorators: [
    (Story) => (
      <div style={{ background: '#1f2937', color: '#ffffff', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
};
