import type { Meta } from '@storybook/react-vite';
import { type Args, COMPANIES_PAGE_META, companiesParameters } from './companies-story';
import type { CompaniesStory as Story } from './companies-story';
import { playDeleted } from '../support/plays';
import { fromRow } from '../support/table';

/** Delete of a /company row (CompaniesContainer) against MSW. */
export default {
  ...COMPANIES_PAGE_META,
  parameters: { ...companiesParameters() },
  title: 'Catalogue/Companies/CompanyDeleteModal',
  tags: ['catalogue:company-delete-modal'],
} satisfies Meta<Args>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: playDeleted(
    fromRow('Northwind Traders', 'Delete Company'),
    ['Are you sure you want to delete this Company?', 'Northwind Traders'],
    'Company deleted successfully',
  ),
};
