import { signIn } from './admin-steps';
import { expect, test } from './fixtures';

/**
 * App Settings (spec 2 §2, §3, §5, §8) against the built admin app on the built server: the Demo Salon
 * owner sees the seeded cards (the shop too: the salon has Point of Sales), is told what is missing,
 * saves the login screen with a new background and finds it saved after a reload.
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('the owner updates the login screen of the salon app', async ({ page }) => {
  await signIn(page, 'owner@example.com');

  await page.goto('/app-setting');
  await expect(page.getByRole('heading', { level: 1, name: 'App Settings' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'App Logo',
    'Login Screen',
    'Register Screen',
    'Home Screen',
    'Shop Screen',
    'My Profile Screen',
  ]);
  const login = page.getByRole('region', { name: 'Login Screen' });
  const heading = login.getByLabel(/^Heading Text/);
  await expect(heading).toHaveValue('Welcome back');
  await expect(login.getByRole('img', { name: 'Login Screen background image' })).toBeVisible();

  await heading.fill('');
  await login.getByRole('button', { name: 'Update' }).click();
  await expect(login.getByText('Please enter login heading text')).toBeVisible();

  await heading.fill('Good to see you');
  await login.getByLabel('Background Image').setInputFiles({
    name: 'background.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await login.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Login screen settings updated!')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Login Screen' }).getByLabel(/^Heading Text/)).toHaveValue(
    'Good to see you',
  );
});
