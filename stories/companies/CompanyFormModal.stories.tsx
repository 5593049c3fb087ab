import { companyFailures, companyHandlers } from '@salon/api/mocks/handlers/companies';
import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { openFromRow, type Args, COMPANIES_PAGE_META, companiesParameters } from './companies-story';
import type { CompaniesStory as Story } from './companies-story';
import { expectTexts, expectToast } from '../support/expect';
import { expectValues, retype, clickButton, typeInto } from '../support/form';
import { byButton, type Scope } from '../support/dialog';
import { playRefused, playSubmitted, playValidation } from '../support/plays';

/** The shared Add/Update Company modal, opened from /company (CompaniesContainer) against MSW. */
export default {
  ...COMPANIES_PAGE_META,
  parameters: { ...companiesParameters() },
  title: 'Catalogue/Companies/CompanyFormModal',
  tags: ['catalogue:company-form-modal'],
} satisfies Meta<Args>;

const openCreate = byButton('Add Company');

async function fill(dialog: Scope) {
  await typeInto(dialog, {
    'Company Name': 'Lumen Labs',
    Email: 'hello@lumenlabs.example.com',
    Phone: '2125550400',
    Address: '11 Hudson Yards, New York, NY 10001',
  });
}

/** The form filled, its phone shown in the salon's format as it is typed. */
async function fillShowingPhone(dialog: Scope) {
  await fill(dialog);
  await expect(dialog.getByLabelText('Phone')).toHaveValue('212-555-0400');
}

export const Create: Story = {
  tags: ['role:salon', 'state:create'],
  play: playSubmitted(openCreate, fillShowingPhone, 'Company created successfully'),
};

export const Update: Story = {
  tags: ['role:manager', 'state:update'],
  args: { role: 'manager' },
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'Brightline Media', 'Edit Company', 'Update Company');
    await expectValues(dialog, { 'Company Name': 'Brightline Media', Phone: '212-555-0301' });
    await retype(dialog, 'Address', '1 Bryant Park, New York, NY 10036');
    await clickButton(dialog, 'Update');
    await expectToast('Company updated successfully');
  },
};

export const Validation: Story = {
  tags: ['role:superadmin', 'state:validation'],
  args: { role: 'superadmin' },
  play: playValidation(
    openCreate,
    ['Please enter name', 'Please enter email address', 'Please enter phone', 'Please enter address'],
    async (dialog) => {
      await typeInto(dialog, { Email: 'hello@', Phone: '212555' });
      await expectTexts(dialog, ['Please enter valid email', 'Phone number must be 10 digits']);
    },
  ),
};

/** The server's 409 shows in the form, which stays open. */
export const DuplicatePhone: Story = {
  tags: ['role:salon', 'state:error'],
  parameters: { msw: { handlers: { companies: [companyFailures.savePhoneTaken, ...companyHandlers()] } } },
  play: playRefused(openCreate, fill, 'An account with this phone number already exists in this salon'),
};
