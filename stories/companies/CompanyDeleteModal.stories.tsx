import { companyHandlers } from '@salon/api/mocks/handlers/companies';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { openFromRow, type Args, renderCompanies } from './companies-story';
import { expectDialogClosed, expectToast } from '../support/expect';

/** Delete of a /company row (CompaniesContainer) against MSW. */
const meta = {
  title: 'Catalogue/Companies/CompanyDeleteModal',
  tags: ['catalogue:company-delete-modal'],
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

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'Northwind Traders', 'Delete Company', 'Delete Company');
    await expect(dialog.getByText('Are you sure you want to delete this Company?')).toBeVisible();
    await expect(dialog.getByText('Northwind Traders')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expectToast('Company deleted successfully');
    await expectDialogClosed();
  },
};
