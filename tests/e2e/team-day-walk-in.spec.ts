import type { APIRequestContext } from '@playwright/test';
import { pick, signIn } from './admin-steps';
import { expect, test } from './fixtures';

/**
 * The desk's Calendar against the built server: the owner books a walk-in for now with a name alone,
 * moves the visit through its stages, checks it out on the (simulated) card reader and finds it paid on
 * the team's day, with its payment listed on the visit. The walk-in starts now, so the journey runs in a salon of its own (signed
 * up through the wizard's calls) whose one stylist has nothing else booked.
 */
const API = '/api/v1';
const PASSWORD = 'Bella#Hair1';
/** The seeded Pro package and its monthly plan (apps/server/src/seed/billing.ts). */
const PRO_PACKAGE = 'prod_demoPro';
const PRO_MONTHLY = 'price_demoProMonth';
const SERVICE = 'Walk-in Cut';

/**
 * A New York salon (USD) with one stylist, a $30.00 cut of 30 minutes and its payouts set up; answers the
 * owner's e-mail.
 */
async function salonWithCut(request: APIRequestContext, tag: string): Promise<string> {
  const email = `owner.${tag}@walkin.example.com`;
  const signup = await request.post(`${API}/users/onboard-signup`, {
    data: {
      salon: {
        name: `Walk-in Cuts ${tag}`,
        email,
        phone: '2125550190',
        address: '12 Door Street, New York',
        password: PASSWORD,
        country: 'US',
        timeZone: 'America/New_York',
        currency: 'USD',
        locale: 'en-US',
      },
      stylist: [
        {
          name: `Wren ${tag}`,
          email: `wren.${tag}@walkin.example.com`,
          phone: '2125550191',
          gender: 'female',
        },
      ],
      maxCalendar: 5,
      businessHours: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((day) => ({
        day,
        slot: [{ startTime: '00:00', endTime: '23:30' }],
      })),
      payment: { id: '4242 4242 4242 4242' },
      subscription: { package: PRO_PACKAGE, plan: PRO_MONTHLY, maxCalendar: 5 },
      idempotencyKey: `walk-in-${tag}`,
    },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  const done = await request.post(`${API}/users/onboard-done`, {
    data: { clientId: (await signup.json()).data.clientId, plan: PRO_MONTHLY },
  });
  expect(done.status(), await done.text()).toBe(200);

  const login = await request.post(`${API}/users/login`, { data: { email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const headers = { token: ((await login.json()) as { data: { token: string } }).data.token };
  const category = await request.post(`${API}/service/add-service`, {
    headers,
    data: { isMainService: true, title: 'Hair' },
  });
  expect(category.status(), await category.text()).toBe(200);
  const service = await request.post(`${API}/service/add-service`, {
    headers,
    data: {
      isMainService: false,
      title: SERVICE,
      service: (await category.json()).data._id,
      description: 'A cut for whoever walks in.',
      charges: 30,
      requiredTime: 30,
    },
  });
  expect(service.status(), await service.text()).toBe(200);
  // Its payout account, set up at once by the offline provider: the salon takes cards.
  const payouts = await request.post(`${API}/payouts/onboarding`, { headers, data: {} });
  expect(payouts.status(), await payouts.text()).toBe(200);
  return email;
}

test('the owner books a walk-in with a name alone, moves it through its stages and checks it out on the card reader', async ({
  page,
}, testInfo) => {
  const tag = `${Date.now().toString(36)}${testInfo.workerIndex}${testInfo.retry}`;
  const owner = await salonWithCut(page.request, tag);
  await signIn(page, owner, PASSWORD);

  await page.goto('/calendar');
  await expect(page.getByText('No appointments on this day')).toBeVisible();
  await page.getByRole('button', { name: 'Walk-in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Walk-in' });
  await expect(dialog.getByRole('textbox', { name: 'Stylist' })).toHaveValue(`Wren ${tag}`);
  await pick(page, dialog.getByRole('combobox', { name: 'Service', exact: true }), 'Hair');
  await pick(page, dialog.getByRole('combobox', { name: 'Sub-service' }), SERVICE);
  await expect(dialog.getByRole('spinbutton', { name: /Duration/ })).toHaveValue('30');
  await dialog.getByRole('textbox', { name: /Client name/ }).fill('Wally Walker');
  await dialog.getByRole('button', { name: 'Book and check in' }).click();
  await expect(dialog).toBeHidden();

  // Checked in at once; then in service, then completed.
  const visit = page.getByRole('listitem', { name: new RegExp(`^Wally Walker .+, ${SERVICE}$`) });
  await expect(visit).toContainText('Arrived');
  await page.getByRole('button', { name: /^Start Wally Walker / }).click();
  await expect(visit).toContainText('In service');
  await page.getByRole('button', { name: /^Complete Wally Walker / }).click();
  await expect(visit).toContainText('Completed');

  // Checkout from the visit: its cut at its price, paid in cash.
  await page.getByRole('button', { name: /^Checkout Wally Walker / }).click();
  const pay = page.getByRole('button', { name: 'Pay $30.00' });
  await expect(pay).toBeEnabled();
  await pay.click();
  // On the card reader: the offline provider's simulated reader is shown a test card.
  const payment = page.getByRole('dialog', { name: 'Take payment' });
  await payment.getByRole('radio', { name: 'Card reader' }).click();
  await payment.getByRole('button', { name: 'Take payment' }).click();
  const reader = payment.getByRole('region', { name: 'Card reader' });
  await expect(reader.getByRole('status')).toHaveText('Present the card on the reader.');
  await reader.getByRole('button', { name: 'Tap card •••• 4242' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Paid' }).getByRole('article', { name: /Receipt \d+/ }),
  ).toBeVisible();

  // Back on the Calendar the visit is paid, and its payment is listed on it.
  await page.goto('/calendar');
  await expect(visit).toContainText('Paid');
  await expect(visit).toContainText('$30.00');
});
