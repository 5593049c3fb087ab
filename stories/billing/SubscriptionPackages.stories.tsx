import { billingFailures, billingHandlers } from '@salon/api/mocks/handlers/billing';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { cardOf, type Args, PACKAGES_PAGE_META, packagesParameters } from './billing-story';
import type { PackagesStory as Story } from './billing-story';
import { expectTexts } from '../support/expect';
import { confirmDelete, findDialog } from '../support/dialog';
import { playAlert, playListBusy, playNoData, playRedirectedTo } from '../support/plays';
import { playSwitch } from '../support/plays';

/** /subscription through SubscriptionPackagesContainer against MSW (spec 2 §2 "Subscription", §4, §8). */
export default {
  ...PACKAGES_PAGE_META,
  parameters: { ...packagesParameters() },
  title: 'Catalogue/Billing/SubscriptionPackages',
  tags: ['catalogue:subscription-packages'],
} satisfies Meta<Args>;

export const Admin: Story = {
  tags: ['role:admin', 'state:default'],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Subscription' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Package' })).toBeVisible();
    const basic = await cardOf(canvasElement, 'Basic');
    await expectTexts(basic, ['Calendars: 1 · Users: 1', '$29.00', '$290.00']);
    await expect(basic.getByRole('switch', { name: 'Basic enabled' })).toBeChecked();
    await expect(basic.queryByRole('button', { name: /Add (Monthly|Annual) Plan/ })).toBeNull();
    const pro = await cardOf(canvasElement, 'Pro');
    await expect(pro.getByRole('switch', { name: 'Pro annual plan enabled' })).not.toBeChecked();
    const starter = await cardOf(canvasElement, 'Starter');
    await expect(starter.getByRole('button', { name: 'Add Annual Plan' })).toBeVisible();
    // A package keeps at least one plan: no delete on a single plan.
    await expect(starter.queryByRole('button', { name: /^Delete Starter/ })).toBeNull();
    const team = await cardOf(canvasElement, 'Team');
    await expect(team.getByRole('switch', { name: 'Team enabled' })).not.toBeChecked();
    await expect(team.getByRole('button', { name: 'Add Monthly Plan' })).toBeVisible();
  },
};

export const TogglePackage: Story = {
  tags: ['role:admin', 'state:default'],
  play: playSwitch(cardOf, 'Team', 'Team enabled', 'Package status changed'),
};

export const TogglePlan: Story = {
  tags: ['role:admin', 'state:default'],
  play: playSwitch(cardOf, 'Pro', 'Pro annual plan enabled', 'Package status changed'),
};

/** Spec 2 §8: a plan's failed switch says 'Something went wrong.'. */
export const TogglePlanFails: Story = {
  tags: ['role:admin', 'state:error'],
  parameters: { msw: { handlers: { billing: [billingFailures.planToggleFails, ...billingHandlers()] } } },
  play: playSwitch(cardOf, 'Basic', 'Basic monthly plan enabled', 'Something went wrong.'),
};

/** Spec 2 §8: a package's failed switch shows the server's message. */
export const TogglePackageFails: Story = {
  tags: ['role:admin', 'state:error'],
  parameters: { msw: { handlers: { billing: [billingFailures.packageToggleFails, ...billingHandlers()] } } },
  play: playSwitch(cardOf, 'Basic', 'Basic enabled', 'The package could not be changed right now'),
};

export const DeletePlan: Story = {
  tags: ['role:admin', 'state:default'],
  play: async ({ canvasElement }) => {
    const basic = await cardOf(canvasElement, 'Basic');
    await userEvent.click(basic.getByRole('button', { name: 'Delete Basic annual plan' }));
    const dialog = await findDialog('Delete Plan');
    await expect(dialog.getByText('Basic: annual plan, $290.00')).toBeVisible();
    await confirmDelete(dialog, 'Plan deleted successfully');
  },
};

/** Everyone but the platform admin is sent to the dashboard (spec 2 §6). */
export const SalonRedirected: Story = {
  tags: ['role:salon', 'state:default'],
  args: { role: 'salon' },
  play: playRedirectedTo('/'),
};

export const Loading: Story = {
  tags: ['role:admin', 'state:loading'],
  parameters: { msw: { handlers: { billing: [billingFailures.packagesLoading] } } },
  play: playListBusy('Packages'),
};

export const Empty: Story = {
  tags: ['role:admin', 'state:empty'],
  parameters: { msw: { handlers: { billing: [billingFailures.packagesEmpty] } } },
  play: playNoData('We could not find any package. Please add one'),
};

export const LoadError: Story = {
  tags: ['role:admin', 'state:error'],
  parameters: { msw: { handlers: { billing: [billingFailures.packagesError] } } },
  play: playAlert('Could not load the packages, please try again'),
};
