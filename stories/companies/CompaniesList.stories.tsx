import { companyFailures } from '@salon/api/mocks/handlers/companies';
import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { rowOf, type Args, COMPANIES_PAGE_META, companiesParameters } from './companies-story';
import type { CompaniesStory as Story } from './companies-story';
import { expectColumns, expectListHeader, searchRows } from '../support/list';
import { playAlert, playNoData, playRedirectedTo, playSwitch, playTableBusy } from '../support/plays';

/** /company through CompaniesContainer against MSW (spec 1 §2 "Company", §6). */
export default {
  ...COMPANIES_PAGE_META,
  parameters: { ...companiesParameters() },
  title: 'Catalogue/Companies/CompaniesList',
  tags: ['catalogue:companies-list'],
} satisfies Meta<Args>;

async function expectList(canvasElement: HTMLElement) {
  await expectListHeader(canvasElement, {
    heading: 'Company',
    search: 'Search Company...',
    add: 'Add Company',
  });
  const row = await rowOf(canvasElement, 'Brightline Media');
  await expectColumns(canvasElement, [
    '#',
    'Company Name',
    'Email',
    'Phone',
    'Address',
    'Active Status',
    'Action',
  ]);
  await expect(row.getByRole('cell', { name: '212-555-0301' })).toBeVisible();
  const harbor = within(canvasElement).getByRole('switch', { name: 'Harbor Health Clinic active' });
  await expect(harbor).not.toBeChecked();
}

export const Salon: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => expectList(canvasElement),
};

export const Manager: Story = {
  tags: ['role:manager', 'state:default'],
  args: { role: 'manager' },
  play: async ({ canvasElement }) => expectList(canvasElement),
};

export const Superadmin: Story = {
  tags: ['role:superadmin', 'state:default'],
  args: { role: 'superadmin' },
  play: async ({ canvasElement }) => {
    await expectList(canvasElement);
    const canvas = within(canvasElement);
    await searchRows(canvasElement, 'Search Company...', 'water street', 2);
    await expect(canvas.getByRole('cell', { name: 'Northwind Traders' })).toBeVisible();
  },
};

export const ToggleActive: Story = {
  tags: ['role:salon', 'state:default'],
  play: playSwitch(
    rowOf,
    'Harbor Health Clinic',
    'Harbor Health Clinic active',
    'Company enabled successfully',
  ),
};

/** Stylists and the admin are sent to the dashboard (spec 1 §6). */
export const StylistRedirected: Story = {
  tags: ['role:stylist', 'state:default'],
  args: { role: 'stylist' },
  play: playRedirectedTo('/'),
};

export const Loading: Story = {
  tags: ['role:salon', 'state:loading'],
  parameters: { msw: { handlers: { companies: [companyFailures.listLoading] } } },
  play: playTableBusy,
};

export const Empty: Story = {
  tags: ['role:salon', 'state:empty'],
  parameters: { msw: { handlers: { companies: [companyFailures.listEmpty] } } },
  play: playNoData('We could not find any company data.'),
};

export const LoadError: Story = {
  tags: ['role:salon', 'state:error'],
  parameters: { msw: { handlers: { companies: [companyFailures.listError] } } },
  play: playAlert('Could not load the companies, please try again'),
};
