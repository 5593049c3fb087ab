import { companyFailures, companyHandlers } from '@salon/api/mocks/handlers/companies';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { openFromRow, type Args, renderCompanies } from './companies-story';
import { expectDialogClosed, expectToast } from '../support/expect';

/** The shared Add/Update Company modal, opened from /company (CompaniesContainer) against MSW. */
const meta = {
  title: 'Catalogue/Companies/CompanyFormModal',
  tags: ['catalogue:company-form-modal'],
  render: renderCompanies,
  args: { role: 'salon' },
  // A literal: Storybook reads the meta's parameters statically.
  parameters: {
    route: '/company',
    routePath: '/company',
    msw: { handlers: { companies: companyHandlers() } },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openCreate(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add Company' }));
  return within(await screen.findByRole('dialog', { name: 'Add Company' }));
}

async function fill(dialog: ReturnType<typeof within>) {
  await userEvent.type(dialog.getByLabelText('Company Name'), 'Lumen Labs');
  await userEvent.type(dialog.getByLabelText('Email'), 'hello@lumenlabs.example.com');
  await userEvent.type(dialog.getByLabelText('Phone'), '2125550400');
  await userEvent.type(dialog.getByLabelText('Address'), '11 Hudson Yards, New York, NY 10001');
}

export const Create: Story = {
  tags: ['role:salon', 'state:create'],
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await fill(dialog);
    await expect(dialog.getByLabelText('Phone')).toHaveValue('212-555-0400');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expectToast('Company created successfully');
    await expectDialogClosed();
  },
};

export const Update: Story = {
  tags: ['role:manager', 'state:update'],
  args: { role: 'manager' },
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'Brightline Media', 'Edit Company', 'Update Company');
    await expect(dialog.getByLabelText('Company Name')).toHaveValue('Brightline Media');
    await expect(dialog.getByLabelText('Phone')).toHaveValue('212-555-0301');
    await userEvent.clear(dialog.getByLabelText('Address'));
    await userEvent.type(dialog.getByLabelText('Address'), '1 Bryant Park, New York, NY 10036');
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await expectToast('Company updated successfully');
  },
};

export const Validation: Story = {
  tags: ['role:superadmin', 'state:validation'],
  args: { role: 'superadmin' },
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(dialog.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please enter name',
      'Please enter email address',
      'Please enter phone',
      'Please enter address',
    ]);
    await userEvent.type(dialog.getByLabelText('Email'), 'hello@');
    await userEvent.type(dialog.getByLabelText('Phone'), '212555');
    await expect(dialog.getByText('Please enter valid email')).toBeVisible();
    await expect(dialog.getByText('Phone number must be 10 digits')).toBeVisible();
  },
};

/** The server's 409 shows in the form, which stays open. */
export const DuplicatePhone: Story = {
  tags: ['role:salon', 'state:error'],
  parameters: { msw: { handlers: { companies: [companyFailures.savePhoneTaken, ...companyHandlers()] } } },
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await fill(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'An account with this phone number already exists in this salon',
    );
  },
};
