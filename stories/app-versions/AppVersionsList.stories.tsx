import { appVersionFailures } from '@salon/api/mocks/handlers/app-versions';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { rowOf, type Args, APP_VERSIONS_PAGE_META, appVersionsParameters } from './app-versions-story';
import type { AppVersionsStory as Story } from './app-versions-story';
import { expectColumns } from '../support/list';
import { chooseOption } from '../support/form';
import { playAlert, playNoData, playRedirectedTo, playTableBusy } from '../support/plays';
import { playSwitch } from '../support/plays';

/** /appversion through AppVersionsContainer against MSW (spec 2 §2 "App Versions", §4, §6). */
export default {
  ...APP_VERSIONS_PAGE_META,
  parameters: { ...appVersionsParameters() },
  title: 'Catalogue/AppVersions/AppVersionsList',
  tags: ['catalogue:app-versions'],
} satisfies Meta<Args>;

async function expectList(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: 'App Versions' })).toBeVisible();
  const current = await rowOf(canvasElement, 'Book with your favourite stylist and shop from the app.');
  await expect(canvas.getByRole('button', { name: 'Add App Version' })).toBeVisible();
  await expect(canvas.getByText('Demo Salon')).toBeVisible();
  await expectColumns(canvasElement, [
    '#',
    'Android Version',
    'iOS Version',
    'Package Name',
    'Bundle ID',
    'Description',
    'Compulsory',
    'Enable',
    'Action',
  ]);
  await expect(current.getByRole('switch', { name: 'Android 2.4.0 / iOS 2.4.0 enabled' })).toBeChecked();
  // Delete is offered only for a disabled version (spec 2 §4).
  await expect(current.queryByRole('button', { name: 'Delete App Version' })).toBeNull();
  const old = await rowOf(canvasElement, 'Security fixes for signing in.');
  await expect(old.getByRole('switch', { name: 'Android 2.3.1 / iOS 2.3.2 enabled' })).not.toBeChecked();
  await expect(old.getByRole('button', { name: 'Delete App Version' })).toBeVisible();
  await expect(old.getByRole('cell', { name: 'Yes' })).toBeVisible();
}

export const Admin: Story = {
  tags: ['role:admin', 'state:default'],
  play: async ({ canvasElement }) => expectList(canvasElement),
};

/** Picking another salon lists its versions: Second Salon has none yet. */
export const OtherSalon: Story = {
  tags: ['role:admin', 'state:empty'],
  play: async ({ canvasElement }) => {
    await expectList(canvasElement);
    const canvas = within(canvasElement);
    await chooseOption(canvas, 'Select Salon', 'Second Salon');
    await expect(await canvas.findByText('We could not find any app version. Please add one')).toBeVisible();
  },
};

export const ToggleEnable: Story = {
  tags: ['role:admin', 'state:default'],
  play: playSwitch(
    rowOf,
    'Security fixes for signing in.',
    'Android 2.3.1 / iOS 2.3.2 enabled',
    'App version enabled successfully',
  ),
};

export const Search: Story = {
  tags: ['role:admin', 'state:default'],
  play: async ({ canvas, canvasElement }) => {
    await rowOf(canvasElement, 'Security fixes for signing in.');
    const box = canvas.getByRole('searchbox', { name: 'Search App Version...' });
    await userEvent.type(box, 'security');
    // Every letter stays in the box, however fast it is typed (the address follows once typing pauses).
    await expect(box).toHaveValue('security');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
    await expect(canvas.getByRole('cell', { name: 'Security fixes for signing in.' })).toBeVisible();
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
  parameters: { msw: { handlers: { appVersions: [appVersionFailures.listLoading] } } },
  play: playTableBusy,
};

export const Empty: Story = {
  tags: ['role:admin', 'state:empty'],
  parameters: { msw: { handlers: { appVersions: [appVersionFailures.listEmpty] } } },
  play: playNoData('We could not find any app version. Please add one'),
};

export const LoadError: Story = {
  tags: ['role:admin', 'state:error'],
  parameters: { msw: { handlers: { appVersions: [appVersionFailures.listError] } } },
  play: playAlert('Could not load the app versions, please try again'),
};
