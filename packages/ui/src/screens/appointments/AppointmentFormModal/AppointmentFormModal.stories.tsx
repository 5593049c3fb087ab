import { createFormModalArgs, updateFormStory } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { dialogSubmitRefusedPlay } from '../../../forms/FormModal/form-modal-steps';
import { AppointmentFormModal } from './AppointmentFormModal';
import { EMPTY_APPOINTMENT_FORM } from './validate-appointment';

const meta = {
  title: 'Modals/Calendar/AppointmentFormModal',
  component: AppointmentFormModal,
  args: {
    ...createFormModalArgs({
      ...EMPTY_APPOINTMENT_FORM,
      date: new Date(2026, 2, 17),
      startTime: '10:00',
      requiredTime: '1',
    }),
    now: new Date(2026, 2, 16, 9, 0),
    services: [
      {
        value: 's1',
        label: 'Haircut',
        subServices: [
          { value: 's1a', label: 'Short hair' },
          { value: 's1b', label: 'Long hair' },
        ],
      },
      { value: 's2', label: 'Colouring', subServices: [{ value: 's2a', label: 'Full colour' }] },
    ],
  },
} satisfies Meta<typeof AppointmentFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};

export const Update: Story = updateFormStory({
  date: new Date(2026, 2, 17),
  startTime: '10:00',
  service: 's1',
  subService: 's1b',
  requiredTime: '2',
  name: 'Grace Client',
  email: 'grace@example.com',
  phone: '5550100199',
  gender: 'female',
  comment: 'Prefers the window seat',
});

export const Validation: Story = {
  args: { initialValues: EMPTY_APPOINTMENT_FORM },
  play: dialogSubmitRefusedPlay('Book', [
    'Date required',
    'Time Required',
    'Please Select Service',
    'Time Required',
    'Please enter name',
    'Please enter email',
    'Please enter phone no.',
    'Please enter your gender',
  ]),
};

/** Choosing a sub-service fills the required time from its duration; it can still be changed. */
export const RequiredTimeFromSubService: Story = {
  args: {
    services: [
      {
        value: 's2',
        label: 'Colour',
        subServices: [
          { value: 's2a', label: 'Highlights', requiredMinutes: 150 },
          { value: 's2b', label: 'Root Touch-Up', requiredMinutes: 75 },
        ],
      },
    ],
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Book Appointment' }));
    const required = dialog.getByLabelText(/Required time/);
    await expect(required).toHaveValue(1);
    await userEvent.click(dialog.getByLabelText(/^Service/));
    await userEvent.click(await screen.findByRole('option', { name: 'Colour' }));
    // The sub-services list opens once the chosen service has enabled it.
    await waitFor(() => expect(dialog.getByLabelText(/^Sub-service/)).toBeEnabled());
    await userEvent.click(dialog.getByLabelText(/^Sub-service/));
    await userEvent.click(await screen.findByRole('option', { name: 'Highlights' }));
    await expect(required).toHaveValue(5);
    await userEvent.click(dialog.getByLabelText(/^Sub-service/));
    await userEvent.click(await screen.findByRole('option', { name: 'Root Touch-Up' }));
    await expect(required).toHaveValue(3);
    await userEvent.clear(required);
    await userEvent.type(required, '4');
    await expect(required).toHaveValue(4);
  },
};
