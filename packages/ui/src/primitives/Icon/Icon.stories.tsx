import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from './Icon';
import { iconNames } from './icon-paths';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { name: 'calendar', size: 24 },
  argTypes: { name: { control: 'select', options: iconNames } },
  tags: ['autodocs'],
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Labelled: Story = { args: { name: 'bell', title: 'Notifications' } };
export const Large: Story = { args: { name: 'cart', size: 48, strokeWidth: 1.5 } };

/** Every icon in the set, for review. */
export const Gallery: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))',
        gap: 16,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4 }}>
          <Icon {...args} name={name} />
          <span style={{ fontSize: 12 }}>{name}</span>
        </li>
      ))}
    </ul>
  ),
};
