import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TextField } from '../TextField';
import { FieldRow } from './FieldRow';

const meta = {
  title: 'Forms/FieldRow',
  component: FieldRow,
  args: {
    children: (
      <>
        <TextField label="Start" id="row-start" value="" onChange={fn()} />
        <TextField label="End" id="row-end" value="" onChange={fn()} />
      </>
    ),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof FieldRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NarrowFields: Story = { args: { minFieldWidth: '160px' } };
