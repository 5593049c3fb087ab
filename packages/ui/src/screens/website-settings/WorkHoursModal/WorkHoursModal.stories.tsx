import { formModalArgs } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { dialogSubmitRefusedPlay } from '../../../forms/FormModal/form-modal-steps';
import { WEEK_DAYS } from '@salon/ui/forms';
import { DEFAULT_WORK_HOURS_VALUES } from './validate-work-hours';
import { WorkHoursModal } from './WorkHoursModal';

const meta = {
  title: 'Modals/WebsiteSettings/WorkHoursModal',
  component: WorkHoursModal,
  args: {
    ...formModalArgs(),
    initialValues: DEFAULT_WORK_HOURS_VALUES,
    stylists: [
      { id: 'a1', name: 'Ava Stone' },
      { id: 'b2', name: 'Ben Ortiz' },
    ],
  },
} satisfies Meta<typeof WorkHoursModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new salon: Sunday available, every time empty. */
export const Default: Story = {
  play: async () => {
    await expect(await screen.findByRole('switch', { name: 'Available on Sunday' })).toBeChecked();
    await expect(screen.getByRole('switch', { name: 'Available on Monday' })).not.toBeChecked();
  },
};

/** Step 2: both stylists ticked; unticking one saves for the other only; none ticked is refused. */
export const ChooseStylists: Story = {
  args: {
    initialValues: {
      days: WEEK_DAYS.map((day) => ({
        day,
        isAvailable: day === 'Wed',
        startTime: day === 'Wed' ? '10:00' : null,
        endTime: day === 'Wed' ? '16:00' : null,
      })),
    },
  },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await expect(
      screen.getByText('Their business hours on these days are replaced; booked appointments are kept.'),
    ).toBeVisible();
    await expect(screen.getByRole('checkbox', { name: 'Ava Stone' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ava Stone' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ben Ortiz' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one stylist');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ben Ortiz' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(args.initialValues, ['b2']);
  },
};

export const SavedHours: Story = {
  args: {
    initialValues: {
      days: WEEK_DAYS.map((day) => ({
        day,
        isAvailable: day !== 'Sun',
        startTime: day === 'Sun' ? null : '09:00',
        endTime: day === 'Sun' ? null : day === 'Sat' ? '17:00' : '19:00',
      })),
    },
  },
};

export const Validation: Story = {
  args: {
    initialValues: {
      days: DEFAULT_WORK_HOURS_VALUES.days.map((day) =>
        day.day === 'Mon' ? { ...day, isAvailable: true, startTime: '10:00', endTime: '10:00' } : day,
      ),
    },
  },
  play: dialogSubmitRefusedPlay('Next', [
    'Please enter start time',
    'Please enter end time',
    'End time should be greater than Start Time',
  ]),
};

export const Submitting: Story = { args: { submitting: true } };

export const ServerError: Story = {
  args: { serverError: 'Could not save the work hours, please try again' },
};
