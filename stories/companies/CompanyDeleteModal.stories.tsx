import { companyHandlers } from '@salon/api/mocks/handlers/companies';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { openFromRow, type Args, renderCompanies } from './companies-story';
import { confirmDelete } from '../support/dialog';
import { expectTexts } from '../support/expect';

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
    const dialog = await openFromRow(canvasElement, 'Northwind Traders', 'Delete Company');
    await expectTexts(dialog, ['Are you sure you want to delete this Company?', 'Northwind Traders']);
    await confirmDelete(dialog, 'Company deleted successfully');
  },
};
