import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TimeZoneSettings, ZONE_CHANGE_NOTE } from './TimeZoneSettings';

const meta = {
  title: 'Screens/BookingSettings/TimeZoneSettings',
  component: TimeZoneSettings,
  args: {
    state: { status: 'ready', values: { timeZone: 'America/New_York', country: 'US' } },
    canEdit: true,
    onSubmit: fn(),
  },
} satisfies Meta<typeof TimeZoneSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** New York; choosing London says what changes before saving, and saving sends the zone. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(ZONE_CHANGE_NOTE, { exact: false })).toBeNull();
    await userEvent.type(canvas.getByRole('combobox', { name: /Time zone/ }), 'Europe/London{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `From America/New_York to Europe/London. ${ZONE_CHANGE_NOTE}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ timeZone: 'Europe/London', country: 'US' });
  },
};

/** A salon from before sign-up asked where it is: choosing its country proposes that country's zone. */
export const NoCountryYet: Story = {
  args: { state: { status: 'ready', values: { timeZone: 'America/New_York', country: null } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: /Country/ }), 'United Kingdom{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('From America/New_York to Europe/London.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ timeZone: 'Europe/London', country: 'GB' });
  },
};

/** Read only, for a viewer who may not change it. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('America/New_York')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

/** The server's refusal, in the form. */
export const ServerError: Story = {
  args: { serverError: 'Only the salon owner, managers and the superadmin can change the time zone' },
};
