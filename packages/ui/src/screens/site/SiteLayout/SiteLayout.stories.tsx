import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteLayout } from './SiteLayout';

const meta = {
  title: 'Screens/Site/SiteLayout',
  component: SiteLayout,
  args: {
    bgColor: '#0f766e',
    header: (
      <header style={{ background: 'var(--site-color)', color: 'var(--site-on-color)', padding: 16 }}>
        Header
      </header>
    ),
    footer: <footer style={{ padding: 16 }}>Footer</footer>,
    children: <p style={{ padding: 16 }}>The page</p>,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
