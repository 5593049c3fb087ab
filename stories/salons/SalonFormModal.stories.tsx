import { salonFailures, salonHandlers } from '@salon/api/mocks/handlers/salons';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  expectToast,
  openFromRow,
  salonParameters,
  type Args,
  SALONS_PAGE_META,
  salonsParameters,
} from './salons-story';
import type { SalonsStory as Story } from './salons-story';
import { PNG } from '../support/fixtures';
import { expectAlerts, expectValues, clickButton, typeInto } from '../support/form';
import { expectDoneAndClosed, openDialog, type Scope } from '../support/dialog';

/** Add New Salon / Update Salon, opened from /salon (SalonsContainer) against MSW. */
export default {
  ...SALONS_PAGE_META,
  parameters: { ...salonsParameters() },
  title: 'Catalogue/Salons/SalonFormModal',
  tags: ['catalogue:salon-form-modal'],
} satisfies Meta<Args>;

const openCreate = (canvasElement: HTMLElement) => openDialog(canvasElement, 'Add New Salon');

async function fill(dialog: Scope) {
  await typeInto(dialog, {
    Name: 'Nova Salon',
    Email: 'nova@example.com',
    Phone: '2125550199',
    Address: '1 Main Street',
  });
  await userEvent.upload(dialog.getByLabelText('Logo'), new File([PNG], 'logo.png', { type: 'image/png' }));
  await userEvent.type(dialog.getByLabelText('Password'), 'Strong8$');
}

export const Create: Story = {
  tags: ['role:admin', 'state:create'],
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await fill(dialog);
    await expect(dialog.getByRole('img', { name: 'Salon logo' })).toBeVisible();
    // Where the salon is: a country proposes its zone, currency and language.
    const place = within(dialog.getByRole('group', { name: 'Where the salon is' }));
    await userEvent.type(place.getByRole('combobox', { name: /Country/ }), 'United Kingdom{Enter}');
    await expect(place.getByText('Europe/London')).toBeVisible();
    await expect(place.getByText('GBP — British Pound')).toBeVisible();
    await clickButton(dialog, 'Add');
    await expectDoneAndClosed('Salon created successfully');
  },
};

export const Update: Story = {
  tags: ['role:admin', 'state:update'],
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'Demo Salon', 'Edit Demo Salon', 'Update Salon');
    await expectValues(dialog, { Name: 'Demo Salon', Email: 'owner@example.com', Phone: '212-555-0103' });
    // Editing neither shows the password nor requires a new logo.
    await expect(dialog.queryByLabelText('Password')).toBeNull();
    await clickButton(dialog, 'Update');
    await expectToast('Salon updated successfully');
  },
};

/** The spec 1 §5 salon messages in order; 7 password characters fail (the old off-by-one). */
export const Validation: Story = {
  tags: ['role:admin', 'state:validation'],
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await clickButton(dialog, 'Add');
    await expectAlerts(dialog, [
      'Please enter name',
      'Please enter email address',
      'Please enter phone',
      'Please enter address',
      'Please select files to upload',
      'Please enter password',
    ]);
    await userEvent.type(dialog.getByLabelText('Email'), 'nova@');
    await expect(dialog.getByText('Please enter valid email address')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Phone'), '212555');
    await expect(dialog.getByText('Phone number must be 10 digits')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Password'), 'Abc12$x');
    await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Password'), 'y');
    await expect(dialog.queryByText('Password must be at least 8 characters')).toBeNull();
  },
};

/** A taken e-mail: the server's 409 message shows in the form, which stays open. */
export const EmailTaken: Story = {
  tags: ['role:admin', 'state:validation'],
  parameters: salonParameters([salonFailures.emailTaken, ...salonHandlers()]),
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await fill(dialog);
    await clickButton(dialog, 'Add');
    await expect(await dialog.findByText('An account with this email address already exists')).toBeVisible();
  },
};
