import { appVersionFailures, appVersionHandlers } from '@salon/api/mocks/handlers/app-versions';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { openAdd, type Args, APP_VERSIONS_PAGE_META, appVersionsParameters } from './app-versions-story';
import type { AppVersionsStory as Story } from './app-versions-story';
import { clickButton, typeInto } from '../support/form';
import { expectDoneAndClosed, type Scope } from '../support/dialog';
import { playRefused, playValidation } from '../support/plays';

/** The Add App Version modal, opened from /appversion (AppVersionsContainer) against MSW. */
export default {
  ...APP_VERSIONS_PAGE_META,
  parameters: { ...appVersionsParameters() },
  title: 'Catalogue/AppVersions/AppVersionFormModal',
  tags: ['catalogue:app-version-form-modal'],
} satisfies Meta<Args>;

async function fill(dialog: Scope) {
  await typeInto(dialog, {
    'Android Version': '2.5.0',
    'iOS Version': '2.5.0',
    'Package Name': 'com.demosalon.app',
    'Bundle ID': 'com.demosalon.ios',
  });
  await userEvent.type(
    dialog.getByLabelText('Android Store URL'),
    'https://play.google.com/store/apps/details?id=com.demosalon.app',
  );
  await userEvent.type(dialog.getByLabelText('Description'), 'Gift cards in the shop.');
  await userEvent.click(dialog.getByRole('switch', { name: 'Compulsory update' }));
}

export const Default: Story = {
  tags: ['role:admin', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await expect(dialog.getByText('Salon: Demo Salon')).toBeVisible();
    await fill(dialog);
    await expect(dialog.getByRole('switch', { name: 'Compulsory update' })).toBeChecked();
    await clickButton(dialog);
    await expectDoneAndClosed('App version added successfully');
  },
};

export const Validation: Story = {
  tags: ['role:admin', 'state:validation'],
  play: playValidation(
    openAdd,
    [
      'Please enter android version number',
      'Please enter ios version number',
      'Please enter package name',
      'Please enter bundle ID',
    ],
    async (dialog) => {
      await userEvent.type(dialog.getByLabelText('iOS Store URL'), 'app store');
      await expect(dialog.getByText('Please enter a valid URL')).toBeVisible();
    },
  ),
};

/** The server's 409 shows in the form, which stays open. */
export const DuplicateVersion: Story = {
  tags: ['role:admin', 'state:error'],
  parameters: {
    msw: { handlers: { appVersions: [appVersionFailures.addTaken, ...appVersionHandlers()] } },
  },
  play: playRefused(openAdd, fill, 'This app version already exists for this salon'),
};
