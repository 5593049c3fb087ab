import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 22: a visitor books a service that takes a deposit, pays it with the card that asks 3-D Secure
 * (offline provider: the test authentication dialog), approves, sees Thank You with the deposit, and the
 * confirmation e-mail mentions the deposit. Deep Conditioning takes a $10.00 deposit for this spec only
 * (back to none afterwards); the e-mail and phone are this spec's own.
 */
const EMAIL = 'dana.deposit.e2e@example.com';
const PHONE = '6465550191';
const SERVICE = 'Deep Conditioning';

interface ServiceGroup {
  _id: string;
  subService: Array<{ _id: string; title: string; description?: string | null }>;
}

async function ownerToken(request: APIRequestContext) {
  const login = await request.post('/api/v1/users/login', {
    data: { email: 'owner@example.com', password: 'DemoPass1!' },
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** Deep Conditioning ($40, 30 min) with a fixed $10.00 deposit, or none. */
async function setDeposit(request: APIRequestContext, deposit: boolean) {
  const groups = await request.get('/api/v1/service/get-website-service-groupby-category', {
    params: { name: 'demo-salon' },
  });
  const list = ((await groups.json()) as { data: ServiceGroup[] }).data;
  const group = list.find((entry) => entry.subService.some((service) => service.title === SERVICE))!;
  const service = group.subService.find((entry) => entry.title === SERVICE)!;
  const saved = await request.post('/api/v1/service/add-service', {
    headers: { token: await ownerToken(request) },
    data: {
      id: service._id,
      isMainService: false,
      title: SERVICE,
      service: group._id,
      description: 'Repairing mask with a scalp massage.',
      charges: 40,
      requiredTime: 30,
      leadTime: 0,
      breakTime: 5,
      paymentPolicy: deposit ? 'deposit' : 'none',
      ...(deposit ? { deposit: { kind: 'fixed', value: 10 } } : {}),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test('a deposit paid with 3-D Secure confirms the booking and its e-mail names the deposit', async ({
  page,
  request,
  mailbox,
}) => {
  await setDeposit(request, true);
  try {
    await page.goto('/salon/demo-salon/book-appointment');
    await page.getByLabel('Service').selectOption({ label: `${SERVICE} · 30 min · $40.00` });
    await page.locator('[data-slot-id]:not([disabled])').first().click();

    const form = page.getByRole('dialog', { name: 'Book your appointment' });
    await form.getByLabel('Name').fill('Dana Deposit');
    await form.getByLabel('Email').fill(EMAIL);
    await form.getByLabel('Phone').fill(PHONE);
    await form.getByRole('button', { name: 'Book Appointment' }).click();

    const step = page.getByRole('dialog', { name: 'Pay the deposit' });
    await expect(step.getByText('$10.00', { exact: true })).toBeVisible();
    await expect(step.getByText('Held until')).toBeVisible();
    await step.getByLabel('Card Number').fill('4000 0025 0000 3155');
    await step.getByRole('button', { name: 'Pay $10.00' }).click();

    const bank = page.getByRole('dialog', { name: 'Authenticate your payment' });
    await bank.getByRole('button', { name: 'Complete authentication' }).click();

    const thanks = page.getByRole('dialog', { name: 'Thank You' });
    await expect(thanks.getByText('Deposit paid: $10.00')).toBeVisible();

    const mail = await mailbox.waitFor((m) => m.to.includes(EMAIL));
    expect(mail.text).toContain('Deposit');
    expect(mail.text).toContain('$10.00 paid');
  } finally {
    await setDeposit(request, false);
  }
});
