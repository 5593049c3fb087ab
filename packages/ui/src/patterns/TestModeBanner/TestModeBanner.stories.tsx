import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TestModeBanner } from './TestModeBanner';

const meta = {
  title: 'Patterns/TestModeBanner',
  component: TestModeBanner,
  tags: ['autodocs'],
} satisfies Meta<typeof TestModeBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note');
    await expect(note).toHaveTextContent('Test mode: no real card is charged');
    await expect(note).toBeVisible();
  },
};
