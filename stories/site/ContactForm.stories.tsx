import { websiteHandlers } from '@salon/api/mocks/handlers/website-settings';
import { ContactFormContainer } from '@salon/features/site';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectAlerts, typeInto } from '../support/form';

/** The contact form of the salon home (#contactus), through its container against MSW. */
const meta = {
  title: 'Catalogue/Site/ContactForm',
  component: ContactFormContainer,
  tags: ['catalogue:contact-form'],
  args: { salonName: 'demo-salon' },
  parameters: { layout: 'padded', msw: { handlers: { website: websiteHandlers() } } },
} satisfies Meta<typeof ContactFormContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Name', 'Email', 'Phone', 'Subject', 'Message']) {
      await expect(canvas.getByLabelText(label)).toHaveValue('');
    }
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  },
};

/** Every field failing with the spec's messages; then a malformed e-mail. */
export const Validation: Story = {
  tags: ['role:any', 'state:validation'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expectAlerts(canvas, [
      'Please enter name',
      'Please enter email',
      'Please enter phone no.',
      'Please enter subject',
      'Please enter message',
    ]);
    await userEvent.type(canvas.getByLabelText('Email'), 'not-an-email');
    await expect(canvas.getByText('Please enter valid email')).toBeVisible();
  },
};

/** A valid message is sent: the server's answer shows and the form clears. */
export const Success: Story = {
  tags: ['role:any', 'state:success'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(canvas, {
      Name: 'Dana Visitor',
      Email: 'dana@example.com',
      Phone: '2125550199',
      Subject: 'Gift cards',
      Message: 'Do you sell gift cards?',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(
      await screen.findByText('Thank you for contacting us, we will get back to you soon.'),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Name')).toHaveValue(''));
    for (const label of ['Email', 'Phone', 'Subject', 'Message']) {
      await expect(canvas.getByLabelText(label)).toHaveValue('');
    }
    await expect(canvas.queryAllByRole('alert')).toHaveLength(0);
  },
};
