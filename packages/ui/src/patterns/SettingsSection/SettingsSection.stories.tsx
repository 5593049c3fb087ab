import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SettingsSection } from './SettingsSection';
import { SettingsIntro } from './SettingsSection.styles';

const meta = {
  title: 'Patterns/SettingsSection',
  component: SettingsSection,
  args: {
    title: 'Appointment reminders',
    intro: 'Clients get a reminder e-mail before each appointment.',
    state: { status: 'ready' },
    form: { label: 'Reminder settings', submitting: false, onSubmit: fn() },
    children: () => (
      <label>
        <input type="checkbox" defaultChecked /> E-mail 24 hours before the appointment
      </label>
    ),
  },
} satisfies Meta<typeof SettingsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The content in a form described by the intro; 'Save' submits it. */
export const Form: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Appointment reminders' })).toBeVisible();
    const form = canvas.getByRole('form', { name: 'Reminder settings' });
    await expect(form).toHaveAccessibleDescription('Clients get a reminder e-mail before each appointment.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.form!.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Without a form (a viewer who may only read the values): no 'Save'. */
export const ReadOnly: Story = {
  args: {
    form: undefined,
    children: () => <SettingsIntro>Only the salon owner can change the reminders.</SettingsIntro>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Only the salon owner can change the reminders.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

export const LoadError: Story = {
  args: { state: { status: 'error', message: 'Could not load the reminder settings, please try again' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the reminder settings');
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** While saving, 'Save' shows that it is busy and the form cannot be sent again. */
export const Submitting: Story = {
  args: { form: { label: 'Reminder settings', submitting: true, onSubmit: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Save/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
