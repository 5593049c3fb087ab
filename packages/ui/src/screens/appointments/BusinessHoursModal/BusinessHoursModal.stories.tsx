import { formModalArgs } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { dialogSubmitRefusedPlay } from '../../../forms/FormModal/form-modal-steps';
import { BusinessHoursModal } from './BusinessHoursModal';
import { WEEK_DAYS } from '@salon/ui/forms';

const nineToFive = [{ startTime: '09:00', endTime: '17:00' }];

const meta = {
  title: 'Modals/Calendar/BusinessHoursModal',
  component: BusinessHoursModal,
  args: {
    ...formModalArgs(),
    initialValues: {
      recurringType: 'week',
      days: WEEK_DAYS.map((day) => ({
        day,
        slots: day === 'Sun' ? [] : day === 'Sat' ? [{ startTime: '10:00', endTime: '14:00' }] : nineToFive,
      })),
    },
  },
} satisfies Meta<typeof BusinessHoursModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Validation: Story = {
  args: {
    initialValues: {
      recurringType: null,
      days: WEEK_DAYS.map((day) => ({
        day,
        slots:
          day === 'Mon'
            ? [
                { startTime: '09:00', endTime: '13:00' },
                { startTime: '12:00', endTime: '17:00' },
              ]
            : day === 'Tue'
              ? [{ startTime: null, endTime: null }]
              : [],
      })),
    },
  },
  play: dialogSubmitRefusedPlay('Save', [
    'Please select recurring type',
    'Start time should be greater than previous End Time',
    'Please enter start time',
    'Please enter end time',
  ]),
};
