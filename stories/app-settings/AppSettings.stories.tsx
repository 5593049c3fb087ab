import { appMenuWithShop } from '@salon/api/mocks/factories/app-settings';
import { appSettingFailures, appSettingHandlers } from '@salon/api/mocks/handlers/app-settings';
import { APP_SETTINGS_PAGE_ROLES, AppSettingsContainer } from '@salon/features/app-settings';
import { RoleGuard } from '@salon/features/core';
import type { Role } from '@salon/api/shared/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageParameters } from '../support/page-meta';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../support/expect';
import { playRedirectedTo } from '../support/plays';

type Args = { role: Role };

/** /app-setting through AppSettingsContainer against MSW (spec 2 §2 "App Settings", §3, §5, §8). */
const meta = {
  title: 'Catalogue/AppSettings/AppSettings',
  tags: ['catalogue:app-settings'],
  render: () => (
    <RoleGuard allow={APP_SETTINGS_PAGE_ROLES}>
      <AppSettingsContainer />
    </RoleGuard>
  ),
  args: { role: 'salon' },
  parameters: { ...pageParameters({ appSettings: appSettingHandlers() }, '/app-setting') },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const WITHOUT_SHOP = ['App Logo', 'Login Screen', 'Register Screen', 'Home Screen', 'My Profile Screen'];

async function cardOf(canvasElement: HTMLElement, title: string) {
  return within(await within(canvasElement).findByRole('region', { name: title }));
}

async function expectCards(canvasElement: HTMLElement, titles: string[]) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'App Settings' })).toBeVisible();
  await waitFor(() =>
    expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      titles,
    ),
  );
}

/** The stored texts fill the cards; saving one card shows the spec's toast. */
async function saveLogin(canvasElement: HTMLElement) {
  await expectCards(canvasElement, WITHOUT_SHOP);
  const login = await cardOf(canvasElement, 'Login Screen');
  const heading = login.getByLabelText(/^Heading Text/);
  await expect(heading).toHaveValue('Welcome back');
  await expect(login.getByLabelText(/Button Text/)).toHaveValue('Sign In');
  await userEvent.clear(heading);
  await userEvent.type(heading, 'Hello again');
  await userEvent.click(login.getByRole('button', { name: 'Update' }));
  await expectToast('Login screen settings updated!');
  // The card starts again from what the server stored.
  const saved = await cardOf(canvasElement, 'Login Screen');
  await waitFor(() => expect(saved.getByLabelText(/^Heading Text/)).toHaveValue('Hello again'));
}

export const Salon: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => saveLogin(canvasElement),
};

export const Manager: Story = {
  tags: ['role:manager', 'state:default'],
  args: { role: 'manager' },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement, WITHOUT_SHOP);
    const logo = await cardOf(canvasElement, 'App Logo');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await userEvent.upload(logo.getByLabelText('Salon Logo'), file);
    await userEvent.click(logo.getByRole('button', { name: 'Update' }));
    await expectToast('Salon logo updated!');
  },
};

export const Superadmin: Story = {
  tags: ['role:superadmin', 'state:default'],
  args: { role: 'superadmin' },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement, WITHOUT_SHOP);
    const profile = await cardOf(canvasElement, 'My Profile Screen');
    await expect(profile.getByLabelText(/Logout Text/)).toHaveValue('Log Out');
    await userEvent.click(profile.getByRole('button', { name: 'Update' }));
    await expectToast('My Profile screen settings updated!');
  },
};

/** A salon with Point of Sales also sets its shop screen (spec 2 §6). */
export const Shop: Story = {
  tags: ['role:salon', 'state:shop'],
  parameters: { msw: { handlers: { appSettings: appSettingHandlers({ menu: appMenuWithShop }) } } },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement, [
      'App Logo',
      'Login Screen',
      'Register Screen',
      'Home Screen',
      'Shop Screen',
      'My Profile Screen',
    ]);
    const shop = await cardOf(canvasElement, 'Shop Screen');
    await expect(shop.getByLabelText(/My Cart Text/)).toHaveValue('My Cart');
    await userEvent.click(shop.getByRole('button', { name: 'Update' }));
    await expectToast('Shop screen settings updated!');
  },
};

/** A salon that never saved: every text and image fails with its message (spec 2 §5). */
export const Validation: Story = {
  tags: ['role:salon', 'state:validation'],
  parameters: { msw: { handlers: { appSettings: appSettingFailures.empty } } },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement, WITHOUT_SHOP);
    const expected: Record<string, string[]> = {
      'App Logo': ['Please upload salon logo'],
      'Login Screen': [
        'Please enter login heading text',
        'Please enter login sub heading text',
        'Please enter login button text',
        'Please upload background image',
      ],
      'Register Screen': [
        'Please enter register heading text',
        'Please enter register sub heading text',
        'Please enter register button text',
        'Please upload background image',
      ],
      'Home Screen': [
        'Please enter stylist heading text',
        'Please enter product heading text',
        'Please enter video heading text',
        'Please upload header image',
      ],
      'My Profile Screen': [
        'Please enter profile heading text',
        'Please enter stylist details text',
        'Please enter salon details text',
        'Please enter previous orders text',
        'Please enter logout text',
        'Please upload header image',
      ],
    };
    for (const [title, messages] of Object.entries(expected)) {
      const card = await cardOf(canvasElement, title);
      await userEvent.click(card.getByRole('button', { name: 'Update' }));
      for (const message of messages) await expect(card.getByText(message)).toBeVisible();
    }
    // A fixed field loses its message at once; nothing was sent.
    const login = await cardOf(canvasElement, 'Login Screen');
    await userEvent.type(login.getByLabelText(/Button Text/), 'Sign In');
    await expect(login.queryByText('Please enter login button text')).toBeNull();
    await expect(screen.queryByText('Login screen settings updated!')).toBeNull();
  },
};

/** Stylists (and every role but the salon's) are sent to the dashboard. */
export const StylistRedirected: Story = {
  tags: ['role:stylist', 'state:default'],
  args: { role: 'stylist' },
  play: playRedirectedTo('/'),
};

export const LoadError: Story = {
  tags: ['role:salon', 'state:error'],
  parameters: {
    msw: { handlers: { appSettings: [appSettingFailures.loadError, ...appSettingHandlers()] } },
  },
  play: async ({ canvasElement }) => {
    const alerts = await within(canvasElement).findAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent('Could not load the app settings, please try again');
  },
};
