import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { openFromCard, type Args, PACKAGES_PAGE_META, packagesParameters } from './billing-story';
import type { PackagesStory as Story } from './billing-story';
import { expectToast } from '../support/expect';
import { expectDoneAndClosed } from '../support/dialog';
import { clickButton } from '../support/form';

/** The 'add monthly or annual plan' modal of a package with one plan (spec 2 §4, §5). */
export default {
  ...PACKAGES_PAGE_META,
  parameters: { ...packagesParameters() },
  title: 'Catalogue/Billing/PlanFormModal',
  tags: ['catalogue:plan-form-modal'],
} satisfies Meta<Args>;

/** Team has an annual plan only: the monthly one is added. */
export const Month: Story = {
  tags: ['role:admin', 'state:month'],
  play: async ({ canvasElement }) => {
    const dialog = await openFromCard(canvasElement, 'Team', 'Add Monthly Plan');
    await expect(dialog.getByText('Package: Team')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Monthly Price ($)'), '99');
    await clickButton(dialog);
    await expectDoneAndClosed('Plan added successfully');
  },
};

/** Starter has a monthly plan only: the annual one is added. */
export const Year: Story = {
  tags: ['role:admin', 'state:year'],
  play: async ({ canvasElement }) => {
    const dialog = await openFromCard(canvasElement, 'Starter', 'Add Annual Plan');
    await userEvent.type(dialog.getByLabelText('Annual Price ($)'), '190.50');
    await clickButton(dialog);
    await expectToast('Plan added successfully');
  },
};

export const Validation: Story = {
  tags: ['role:admin', 'state:validation'],
  play: async ({ canvasElement }) => {
    const dialog = await openFromCard(canvasElement, 'Starter', 'Add Annual Plan');
    await clickButton(dialog);
    await expect(dialog.getByRole('alert')).toHaveTextContent('Annual Price Required');
    await userEvent.type(dialog.getByLabelText('Annual Price ($)'), '0');
    await expect(dialog.getByRole('alert')).toHaveTextContent('Please enter a valid price');
  },
};
