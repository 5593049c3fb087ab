import type { Meta, StoryObj } from '@storybook/react-vite';
import { openFromRow, type Args, COMPANIES_PAGE_META, companiesParameters } from './companies-story';
import { confirmDelete } from '../support/dialog';
import { expectTexts } from '../support/expect';

/** Delete of a /company row (CompaniesContainer) against MSW. */
const meta = {
  ...COMPANIES_PAGE_META,
  parameters: { ...companiesParameters() },
  title: 'Catalogue/Companies/CompanyDeleteModal',
  tags: ['catalogue:company-delete-modal'],
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
