import { serviceFailures, serviceHandlers } from '@salon/api/mocks/handlers/services';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { openFromRow, type Args, SERVICES_PAGE_META, servicesParameters } from './services-story';
import type { ServicesStory as Story } from './services-story';
import { expectToast } from '../support/expect';
import { chooseOption, clickButton, expectFormAlert } from '../support/form';
import { type Scope } from '../support/dialog';

/**
 * The Payment section of the admin service modal: what a website booking of the service pays,
 * nothing, a deposit (a percentage of the price or a fixed amount) or a card kept on file, for the salon's
 * owner and managers. The form checks a deposit as the server does and shows the server's refusal.
 */
export default {
  ...SERVICES_PAGE_META,
  parameters: { ...servicesParameters() },
  title: 'Catalogue/Services/ServicePaymentPolicy',
  tags: ['catalogue:service-payment-policy'],
} satisfies Meta<Args>;

/** Highlights ($179.50) opened for editing. */
const editHighlights = (canvasElement: HTMLElement) =>
  openFromRow(canvasElement, 'Highlights', 'Edit Highlights', 'Update Service');

const choose = (dialog: Scope, policy: string) =>
  userEvent.click(dialog.getByRole('radio', { name: policy }));

/** Types `value` as the fixed deposit amount. */
async function typeAmount(dialog: Scope, value: string) {
  const field = dialog.getByLabelText(/Deposit \(USD\)/);
  await userEvent.clear(field);
  await userEvent.type(field, value);
}

/** Saves, and opens the service again: what the server stored is what the form shows. */
async function updateAndReopen(canvasElement: HTMLElement, dialog: Scope, policy: string) {
  await clickButton(dialog, 'Update');
  await expectToast('Service updated successfully');
  await waitFor(() => expect(dialog.queryByRole('button', { name: 'Update' })).toBeNull());
  // The modal closes on the save's answer and the list reloads after it: on a busy machine a reopen can
  // still meet the list of before, so it opens again until the reloaded list is there.
  for (let attempt = 1; ; attempt += 1) {
    const reopened = await editHighlights(canvasElement);
    const radio = reopened.getByRole('radio', { name: policy }) as HTMLInputElement;
    if (radio.checked || attempt === 10) return reopened;
    await clickButton(reopened, 'Cancel');
    await waitFor(() => expect(reopened.queryByRole('button', { name: 'Update' })).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A service asks nothing at booking by default: None is chosen, with no deposit field. */
export const None: Story = {
  tags: ['role:salon', 'state:none'],
  parameters: { msw: { handlers: { services: serviceHandlers() } } },
  play: async ({ canvasElement }) => {
    const dialog = await editHighlights(canvasElement);
    await expect(dialog.getByRole('group', { name: 'Payment' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'None' })).toBeChecked();
    await expect(dialog.queryByLabelText(/Deposit \(/)).toBeNull();
  },
};

/** A 25 % deposit shows what the client pays in the salon's currency; a fixed amount is kept as typed. */
export const Deposit: Story = {
  tags: ['role:manager', 'state:deposit'],
  args: { role: 'manager' },
  parameters: { msw: { handlers: { services: serviceHandlers() } } },
  play: async ({ canvasElement }) => {
    let dialog = await editHighlights(canvasElement);
    await choose(dialog, 'Deposit');
    await userEvent.type(dialog.getByLabelText(/Deposit \(%\)/), '25');
    await expect(dialog.getByText('Clients pay $44.88 of $179.50 when they book.')).toBeVisible();
    // A deposit is paid to the salon's payout account: the site offers the service once it works.
    await expect(
      dialog.getByText(/until Payouts is set up, the booking page does not offer this service/),
    ).toBeVisible();
    dialog = await updateAndReopen(canvasElement, dialog, 'Deposit');
    await expect(dialog.getByRole('radio', { name: 'Deposit' })).toBeChecked();
    await expect(dialog.getByLabelText(/Deposit \(%\)/)).toHaveValue(25);
    await chooseOption(dialog, 'Deposit kind', 'Fixed amount');
    await typeAmount(dialog, '50');
    await expect(dialog.getByText('Clients pay $50.00 of $179.50 when they book.')).toBeVisible();
  },
};

/** Card on file: the client saves a card, charged the salon's no-show and late-cancellation fees. */
export const CardOnFile: Story = {
  tags: ['role:salon', 'state:card-on-file'],
  parameters: { msw: { handlers: { services: serviceHandlers() } } },
  play: async ({ canvasElement }) => {
    let dialog = await editHighlights(canvasElement);
    await choose(dialog, 'Card on file');
    await expect(dialog.getByText(/Clients save a card when they book/)).toBeVisible();
    await expect(dialog.queryByLabelText(/Deposit \(/)).toBeNull();
    dialog = await updateAndReopen(canvasElement, dialog, 'Card on file');
    await expect(dialog.getByRole('radio', { name: 'Card on file' })).toBeChecked();
  },
};

/** The server's rules in the form (a whole 1-100 %, not above the price), then the server's own 400. */
export const Validation: Story = {
  tags: ['role:manager', 'state:validation'],
  args: { role: 'manager' },
  parameters: {
    msw: { handlers: { services: [serviceFailures.depositRefused, ...serviceHandlers()] } },
  },
  play: async ({ canvasElement }) => {
    const dialog = await editHighlights(canvasElement);
    await choose(dialog, 'Deposit');
    await clickButton(dialog, 'Update');
    await expectFormAlert(dialog, 'The deposit must be a whole percentage from 1 to 100');
    await userEvent.type(dialog.getByLabelText(/Deposit \(%\)/), '150');
    await expectFormAlert(dialog, 'The deposit must be a whole percentage from 1 to 100');
    await chooseOption(dialog, 'Deposit kind', 'Fixed amount');
    await typeAmount(dialog, '200');
    await expectFormAlert(dialog, 'The deposit cannot be more than the price');
    await typeAmount(dialog, '20');
    await waitFor(() => expect(dialog.queryByRole('alert')).toBeNull());
    await clickButton(dialog, 'Update');
    await expectFormAlert(dialog, 'The deposit cannot be more than the price');
    await expect(dialog.getByRole('radio', { name: 'Deposit' })).toBeChecked();
  },
};
