import { manySalons } from '@salon/api/mocks/factories/salons';
import { salonFailures, salonHandlers } from '@salon/api/mocks/handlers/salons';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  expectToast,
  openFromRow,
  rowOf,
  salonParameters,
  type Args,
  SALONS_PAGE_META,
  salonsParameters,
} from './salons-story';
import type { SalonsStory as Story } from './salons-story';
import { expectColumns } from '../support/list';
import { clickButton } from '../support/form';
import { expectDoneAndClosed } from '../support/dialog';
import { playAlert, playTableBusy } from '../support/plays';

/** /salon through SalonsContainer against MSW: the admin's salon list per state (spec 1 §2, §6). */
export default {
  ...SALONS_PAGE_META,
  parameters: { ...salonsParameters() },
  title: 'Catalogue/Salons/SalonsList',
  tags: ['catalogue:salons-list'],
} satisfies Meta<Args>;

export const Default: Story = {
  tags: ['role:admin', 'state:default'],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Salon' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search salon...' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add New Salon' })).toBeVisible();
    const row = await rowOf(canvasElement, 'Demo Salon');
    await expectColumns(canvasElement, [
      '#',
      'Name',
      'Email',
      'Phone',
      'Active',
      'Cancel Subscription',
      'Action',
    ]);
    for (const action of ['Edit', 'App Setting of', 'Reset Password of', 'Delete']) {
      await expect(row.getByRole('button', { name: `${action} Demo Salon` })).toBeVisible();
    }
    await expect(row.getByRole('cell', { name: '212-555-0103' })).toBeVisible();
    // The subscription's state; Cancel only while it runs (one ending with its period cannot be cancelled twice).
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Cancel Subscription of Demo Salon' })).toBeVisible();
    const second = await rowOf(canvasElement, 'Second Salon');
    await expect(second.getByText('Ends with the period')).toBeVisible();
    await expect(second.queryByRole('button', { name: /^Cancel Subscription of/ })).toBeNull();
    // The Active switch saves and reports the server's message.
    await userEvent.click(second.getByRole('switch', { name: 'Second Salon active' }));
    await expectToast('Salon enabled');
  },
};

/** Reset Password of a salon owner: the shared confirmation, then the server's message. */
export const ResetPassword: Story = {
  tags: ['role:admin', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(
      canvasElement,
      'Demo Salon',
      'Reset Password of Demo Salon',
      'Reset Password',
    );
    await expect(dialog.getByText('Are you sure you want to reset password of this user?')).toBeVisible();
    await expect(
      dialog.getByText("We'll send the auto generated password to user email address."),
    ).toBeVisible();
    await clickButton(dialog, 'Yes');
    await expectDoneAndClosed('A new password has been sent to owner@example.com');
  },
};

/** Only the admin opens /salon: a salon owner (like every other role) is sent to the dashboard. */
export const SalonRedirected: Story = {
  tags: ['role:admin', 'state:default'],
  args: { role: 'salon' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('redirected-to')).toHaveTextContent('/');
  },
};

export const SuperadminRedirected: Story = {
  tags: ['role:admin', 'state:default'],
  args: { role: 'superadmin' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('redirected-to')).toHaveTextContent('/');
  },
};

export const Loading: Story = {
  tags: ['role:admin', 'state:loading'],
  parameters: salonParameters([salonFailures.listLoading, ...salonHandlers()]),
  play: playTableBusy,
};

export const Empty: Story = {
  tags: ['role:admin', 'state:empty'],
  parameters: salonParameters([salonFailures.listEmpty, ...salonHandlers()]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('We could not find any salon data.')).toBeVisible();
    await expect(canvas.getByText('No Data Found!')).toBeVisible();
  },
};

/** 21 salons at 20 per page: the pagination shows and page 2 lists the 21st, numbered 21. */
export const Paged: Story = {
  tags: ['role:admin', 'state:paged'],
  parameters: salonParameters(salonHandlers(manySalons)),
  play: async ({ canvas, canvasElement }) => {
    await rowOf(canvasElement, 'Salon 01');
    await expect(canvas.getAllByRole('row')).toHaveLength(21);
    await userEvent.click(canvas.getByRole('button', { name: '2' }));
    await rowOf(canvasElement, 'Salon 21');
    await expect(canvas.getByRole('cell', { name: '21' })).toBeVisible();
  },
};

export const Error: Story = {
  tags: ['role:admin', 'state:error'],
  parameters: salonParameters([salonFailures.listError, ...salonHandlers()]),
  play: playAlert('Could not load the salons'),
};
