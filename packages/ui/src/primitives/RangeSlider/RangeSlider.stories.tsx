import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { RangeSlider } from './RangeSlider';

const meta = {
  title: 'Primitives/RangeSlider',
  component: RangeSlider,
  args: {
    min: 10,
    max: 10000,
    value: [10, 10000],
    onChange: fn(),
    thumbLabels: ['Minimum price', 'Maximum price'],
    valueText: (value: number) => `$${value}`,
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <RangeSlider {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof RangeSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Narrowed: Story = { args: { value: [500, 2500] } };
