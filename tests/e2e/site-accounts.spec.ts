import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Customer accounts on a salon's public site, on a 390 px phone: a visitor creates an account, signs
 * out, asks for password assistance, opens the e-mailed link, sets a new password and signs in with it
 * (spec 2 §2 "Public login", "Set new password"; §5; §7). E-mails and phones are this spec's own.
 */
const EMAIL = 'paula.accounts.e2e@example.com';
const PHONE = '7185550777';
const FIRST_PASSWORD = 'Paula8$first';
const NEW_PASSWORD = 'Paula8$second';
const SITE = '/salon/demo-salon';

test.use({ viewport: { width: 390, height: 844 } });

/** The customer's session as the site keeps it (`customerInfo`, apart from the dashboard's `userInfo`). */
async function storedCustomer(page: Page) {
  return page.evaluate(() => {
    const raw = localStorage.getItem('customerInfo');
    return raw ? (JSON.parse(raw) as { token: string; role: string; email: string }) : null;
  });
}

test('a visitor creates an account, resets the password by e-mail and signs in with the new one', async ({
  page,
  mailbox,
}) => {
  await page.goto(`${SITE}/login`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  // Create Account: the spec's messages, then "check your e-mail" (the same for any address); the
  // e-mailed link creates the account and signs the customer in.
  await page.getByRole('button', { name: 'Create Account' }).click();
  const create = page.getByRole('dialog', { name: 'Create Account' });
  await create.getByRole('button', { name: 'Create Account' }).click();
  await expect(create.getByText('Please enter your Name')).toBeVisible();
  await expect(create.getByText('Please select your gender')).toBeVisible();
  await create.getByLabel('Name', { exact: true }).fill('Paula Accounts');
  await create.getByLabel('Email', { exact: true }).fill(EMAIL);
  await create.getByLabel('Phone').fill(PHONE);
  // react-select: open the menu from the keyboard, then choose.
  await create.getByLabel('Gender').focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: 'Female', exact: true }).click();
  await create.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
  await create.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Check your e-mail to finish creating your account.')).toBeVisible();
  const finish = await mailbox.waitFor(
    (m) => m.to.includes(EMAIL) && m.subject.startsWith('Finish creating'),
  );
  const activation = /https?:\/\/\S+\/salon\/demo-salon\/activate\?token=[A-Za-z0-9_-]{43}/.exec(finish.text);
  expect(activation, finish.text).not.toBeNull();
  await page.goto(new URL(activation![0]).pathname + new URL(activation![0]).search);
  await expect(page.getByText('Your account has been created')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${SITE}#banner$`));
  const firstSession = await storedCustomer(page);
  expect(firstSession).toMatchObject({ role: 'user', email: EMAIL });

  // Sign out from the header (the site's session only: the dashboard's `userInfo` is another key).
  await page.getByRole('button', { name: /Paula Accounts/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await storedCustomer(page)).toBeNull();

  // Staff cannot sign in on the public site.
  await page.goto(`${SITE}/login`);
  await page.getByLabel('Email', { exact: true }).fill('owner@example.com');
  await page.getByLabel('Password', { exact: true }).fill('DemoPass1!');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Only customers of Demo Salon can sign in here')).toBeVisible();

  // Password assistance: the same answer for any e-mail, and a link for the customer.
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const assistance = page.getByRole('dialog', { name: 'Password assistance' });
  await assistance.getByLabel('Email', { exact: true }).fill(EMAIL);
  await assistance.getByRole('button', { name: 'Send link' }).click();
  await expect(assistance.getByRole('status')).toContainText(
    'If an account exists for this e-mail, we have sent a link to reset its password.',
  );
  await assistance.getByRole('button', { name: 'Done' }).click();

  const mail = await mailbox.waitFor((m) => m.to.includes(EMAIL) && m.subject.startsWith('Reset'));
  expect(mail.subject).toBe('Reset your password at Demo Salon');
  const link = /https?:\/\/\S+\/salon\/demo-salon\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  const resetPath = new URL(link![0]).pathname + new URL(link![0]).search;

  // Set a new password at the link's page: checks first, then the new password, then sign-in.
  await page.goto(resetPath);
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Re-enter Password').fill('Paula8$other');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Password does not match')).toBeVisible();
  await page.getByLabel('Re-enter Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(
    page.getByText('Your password has been set. Please sign in with your new password.'),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${SITE}/login$`));

  // The reset ended the account's sessions, and the link works only once.
  const oldSession = await page.request.get('/api/v1/users/get-user', {
    headers: { token: firstSession!.token },
  });
  expect(oldSession.status()).toBe(401);
  await page.goto(resetPath);
  await page.getByLabel('New Password', { exact: true }).fill('Paula8$third');
  await page.getByLabel('Re-enter Password').fill('Paula8$third');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('This link has expired or was already used')).toBeVisible();

  // The old password no longer works; the new one does.
  await page.goto(`${SITE}/login`);
  await page.getByLabel('Email', { exact: true }).fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`${SITE}#banner$`));
  expect(await storedCustomer(page)).toMatchObject({ role: 'user', email: EMAIL });
  // The dashboard's session is untouched by the site's.
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
});
