import { formModalArgs } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StylistSettingsModal } from './StylistSettingsModal';
import { EMPTY_STYLIST_SETTINGS } from './validate-stylist-settings';

const services = [
  { value: 's1', label: 'Haircut' },
  { value: 's2', label: 'Colouring' },
];

const meta = {
  title: 'Modals/Stylists/StylistSettingsModal',
  component: StylistSettingsModal,
  args: {
    ...formModalArgs(),
    stylistName: 'Stella Romano',
    initialValues: {
      startTime: '13:00',
      endTime: '14:00',
      recurringType: 'week',
      interval: '30',
      intervalUnit: 'mins',
      services: ['s1'],
      isBreakTimeCompulsory: true,
    },
    serviceOptions: services,
  },
} satisfies Meta<typeof StylistSettingsModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { args: { initialValues: null } };

export const Validation: Story = {
  args: { initialValues: EMPTY_STYLIST_SETTINGS },
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(
      within(dialog)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([
      'Please enter start time',
      'Please enter end time',
      'Please select recurring type',
      'Please enter interval time',
      'Please select services',
    ]);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
