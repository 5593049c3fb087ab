import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD } from './admin-steps';
import { expect } from './fixtures';

/** The demo salon's service the payment specs change for their own run, and put back afterwards. */
export const POLICY_SERVICE = 'Deep Conditioning';

interface ServiceGroup {
  _id: string;
  subService: Array<{ _id: string; title: string }>;
}

/** The owner's API token, for setting a spec's data up as the owner's pages would. */
export async function ownerToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/v1/users/login', {
    data: { email: 'owner@example.com', password: DEMO_PASSWORD },
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** A demo service as the owner's service modal saves it (its seeded facts). */
export interface DemoService {
  title: string;
  description: string;
  charges: number;
  requiredTime: number;
  leadTime: number;
  breakTime: number;
}

const DEEP_CONDITIONING: DemoService = {
  title: POLICY_SERVICE,
  description: 'Repairing mask with a scalp massage.',
  charges: 40,
  requiredTime: 30,
  leadTime: 0,
  breakTime: 5,
};

/** Blow Dry & Style ($45, 40 min): a service the stylists with open hours do (a visit's part). */
export const BLOW_DRY: DemoService = {
  title: 'Blow Dry & Style',
  description: 'Wash and blow dry, straight or with volume.',
  charges: 45,
  requiredTime: 40,
  leadTime: 0,
  breakTime: 10,
};

/**
 * Deep Conditioning ($40, 30 min), or another demo service, with a payment policy, saved as the
 * owner's service modal saves it: none, a deposit of a kind and value, or a card on file.
 */
export async function setServicePayment(
  request: APIRequestContext,
  token: string,
  payment:
    | { paymentPolicy: 'none' | 'card' }
    | { paymentPolicy: 'deposit'; deposit: { kind: 'percent' | 'fixed'; value: number } },
  facts: DemoService = DEEP_CONDITIONING,
): Promise<void> {
  const groups = await request.get('/api/v1/service/get-website-service-groupby-category', {
    params: { name: 'demo-salon' },
  });
  const list = ((await groups.json()) as { data: ServiceGroup[] }).data;
  const group = list.find((entry) => entry.subService.some((service) => service.title === facts.title))!;
  const service = group.subService.find((entry) => entry.title === facts.title)!;
  const saved = await request.post('/api/v1/service/add-service', {
    headers: { token },
    data: { id: service._id, isMainService: false, service: group._id, ...facts, ...payment },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** A booking as the site's booking call answers it (the parts the payment specs use). */
export interface Booked {
  _id: string;
  dateAsAString: string;
  timeAsADate: string;
  stylistData: { _id: string; name: string };
}

/** Deep Conditioning (or `facts`' service) with `payment` while `run` runs, and none afterwards. */
export async function withServicePayment(
  request: APIRequestContext,
  payment: Parameters<typeof setServicePayment>[2],
  run: () => Promise<void>,
  facts?: DemoService,
): Promise<void> {
  const token = await ownerToken(request);
  await setServicePayment(request, token, payment, facts);
  try {
    await run();
  } finally {
    await setServicePayment(request, token, { paymentPolicy: 'none' }, facts);
  }
}

/**
 * A visitor books Deep Conditioning's first free time on the demo salon's site as `client`, and the
 * booking call's answer comes back (the service's payment step opens next).
 */
export async function bookPolicyService(
  page: Page,
  client: { name: string; email: string; phone: string },
): Promise<Booked> {
  await page.goto('/salon/demo-salon/book-appointment');
  // The option names what the booking takes after the price ('· Deposit $10.00', '· Card required').
  const service = page.getByLabel('Service');
  const option = service.locator('option', { hasText: `${POLICY_SERVICE} · 30 min · $40.00` });
  await service.selectOption((await option.getAttribute('value'))!);
  await page.locator('[data-slot-id]:not([disabled])').first().click();
  const form = page.getByRole('dialog', { name: 'Book your appointment' });
  await form.getByLabel('Name').fill(client.name);
  await form.getByLabel('Email').fill(client.email);
  await form.getByLabel('Phone').fill(client.phone);
  const booked = page.waitForResponse((response) =>
    response.url().endsWith('/public/appointment/add-appointment-from-website'),
  );
  await form.getByRole('button', { name: 'Book Appointment' }).click();
  return ((await (await booked).json()) as { data: Booked }).data;
}

/** Deep Conditioning card on file and the salon's $25.00 no-show fee, or neither. */
export async function setCardOnFile(request: APIRequestContext, on: boolean) {
  const token = await ownerToken(request);
  await setServicePayment(request, token, { paymentPolicy: on ? 'card' : 'none' });
  const current = await request.get('/api/v1/booking-policy/get', { headers: { token } });
  const { cutoffMinutes } = ((await current.json()) as { data: { cutoffMinutes: number } }).data;
  const policy = await request.post('/api/v1/booking-policy/update', {
    headers: { token },
    data: { cutoffMinutes, noShowFee: on ? 25 : null },
  });
  expect(policy.status(), await policy.text()).toBe(200);
}

/** Sets the server's clock `offsetMinutes` from the real time (0: the real time again). */
export async function moveClock(request: APIRequestContext, offsetMinutes: number) {
  const moved = await request.post('/api/v1/test-clock', { data: { offsetMinutes } });
  expect(moved.status(), await moved.text()).toBe(200);
}

/**
 * The server's clock a minute past the visit's start, and the page's with it when given (the calendar
 * offers No-show once the start has passed).
 */
export async function moveClockPast(request: APIRequestContext, booking: Booked, page?: Page) {
  const minutes = Math.ceil((Date.parse(booking.timeAsADate) - Date.now()) / 60_000) + 1;
  await moveClock(request, minutes);
  await page?.clock.setSystemTime(Date.now() + minutes * 60_000);
}

/**
 * The booking's deposit step shows `amount` and its hold; the visitor pays with the card that asks
 * 3-D Secure (4000 0025 0000 3155) and completes the bank's step.
 */
export async function payDepositWithBankStep(page: Page, amount: string): Promise<void> {
  const step = page.getByRole('dialog', { name: 'Pay the deposit' });
  await expect(step.getByText(amount, { exact: true })).toBeVisible();
  await expect(step.getByText('Held until')).toBeVisible();
  await step.getByLabel('Card Number').fill('4000 0025 0000 3155');
  await step.getByRole('button', { name: `Pay ${amount}` }).click();
  const bank = page.getByRole('dialog', { name: 'Authenticate your payment' });
  await bank.getByRole('button', { name: 'Complete authentication' }).click();
}
