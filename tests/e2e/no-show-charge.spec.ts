import { rm } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { signIn } from './admin-steps';
import { expect, startServer, stop, test as base, type E2eServer } from './fixtures';
import {
  bookPolicyService,
  moveClock,
  moveClockPast,
  setCardOnFile,
  type Booked,
} from './payment-policy-steps';

/**
 * A No-show charged from the calendar. A visitor books a card-on-file service on the site and
 * saves a test card (offline provider); the server's clock moves past the visit's start; the owner opens
 * the calendar, the appointment's menu, marks No-show, sees the quote (fee and card) and confirms; the
 * appointment shows the charge and the client's e-mail says so. With 3155 the bank asks for
 * authentication: the client's e-mail carries the payment link, whose page approves, and the appointment
 * then shows the fee paid. Deep Conditioning is card on file and the salon's no-show fee $25.00 for this
 * spec only (back to none afterwards).
 *
 * The server refuses a No-show before the visit's start and the site books only times ahead: this spec
 * runs its own server with CLOCK=movable (docs/operations.md) and moves it with `POST /api/v1/test-clock`,
 * so no other spec sees a moved clock; the page's clock moves with it (the calendar offers No-show once
 * the start has passed).
 */
const test = base.extend<object, { server: E2eServer }>({
  server: [
    async ({ mailbox }, use) => {
      // CLOCK=movable is refused with NODE_ENV=production (fixtures.ts's default): a test server says so.
      const { server, child } = await startServer(mailbox.url, { CLOCK: 'movable', NODE_ENV: 'test' });
      try {
        await use(server);
      } finally {
        await stop(child);
        await rm(server.dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

const FEE = '$25.00';
const CHARGED = 'Marked as no-show. The no-show fee was charged to the card on file';

/** A visitor books the first free time of Deep Conditioning and saves `card` (3155: after the bank's step). */
async function bookWithCard(
  page: Page,
  client: { name: string; email: string; phone: string },
  card: string,
): Promise<Booked> {
  const booking = await bookPolicyService(page, client);

  const step = page.getByRole('dialog', { name: 'Save your card' });
  await expect(step.getByText(/nothing is charged now\. A no-show may be charged \$25\.00\./)).toBeVisible();
  await step.getByLabel('Card Number').fill(card);
  await step.getByRole('button', { name: 'Save card' }).click();
  if (card.endsWith('3155')) {
    await page
      .getByRole('dialog', { name: 'Authenticate your payment' })
      .getByRole('button', { name: 'Complete authentication' })
      .click();
  }
  await expect(page.getByRole('dialog', { name: 'Thank You' })).toBeVisible();
  return booking;
}

/** The owner opens the visit's day in its stylist's calendar, and the No-show modal from its menu. */
async function openNoShow(page: Page, booking: Booked, clientName: string) {
  const { _id, name } = booking.stylistData;
  await page.goto(`/stylist-sessions/${_id}/${encodeURIComponent(name)}?date=${booking.dateAsAString}`);
  await page.getByRole('button', { name: new RegExp(`^${clientName}`) }).click();
  await page.getByRole('menuitem', { name: 'No-show' }).click();
  const modal = page.getByRole('dialog', { name: 'No-show' });
  await expect(modal.getByText(FEE, { exact: true })).toBeVisible();
  return modal;
}

/** Marks the open No-show modal's visit, waiting for the server's answer. */
async function confirmNoShow(page: Page, modal: ReturnType<Page['getByRole']>, bookingId: string) {
  const marked = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/appointment/no-show/${bookingId}`) && response.request().method() === 'POST',
  );
  await modal.getByRole('button', { name: `Mark no-show and charge ${FEE}` }).click();
  expect((await marked).status()).toBe(200);
}

test.describe.configure({ mode: 'serial' });

test('a No-show is charged from the calendar to the card saved at booking', async ({
  page,
  request,
  mailbox,
}) => {
  const client = { name: 'Carla Card', email: 'carla.card.e2e@example.com', phone: '6465550192' };
  await setCardOnFile(request, true);
  try {
    const booking = await bookWithCard(page, client, '4242 4242 4242 4242');
    // The confirmation says the card is saved (the hold's e-mail, with its link to save one, came first).
    const saved = await mailbox.waitFor(
      (m) => m.to.includes(client.email) && m.text.includes("Saved for the salon's fees"),
    );
    expect(saved.subject).not.toMatch(/save your card/i);

    await moveClockPast(request, booking, page);
    await signIn(page, 'owner@example.com');
    const modal = await openNoShow(page, booking, client.name);
    await expect(modal.getByText('Card ending 4242', { exact: true })).toBeVisible();
    await confirmNoShow(page, modal, booking._id);
    await expect(modal.getByRole('status')).toHaveText(CHARGED);
    await modal.getByRole('button', { name: 'Done' }).click();

    // The appointment shows the charge when its No-show is opened again.
    const again = await openNoShow(page, booking, client.name);
    await expect(again.getByRole('status')).toHaveText(CHARGED);

    const receipt = await mailbox.waitFor(
      (m) => m.to.includes(client.email) && m.subject.startsWith('Receipt: no-show fee'),
    );
    expect(receipt.text).toContain(`charged its no-show fee of ${FEE} to the card you left on file`);
  } finally {
    await moveClock(request, 0);
    await setCardOnFile(request, false);
  }
});

test('a No-show the bank asks to confirm is paid through the e-mailed link', async ({
  page,
  request,
  mailbox,
}) => {
  const client = { name: 'Nora Secure', email: 'nora.secure.e2e@example.com', phone: '6465550193' };
  await setCardOnFile(request, true);
  try {
    const booking = await bookWithCard(page, client, '4000 0025 0000 3155');

    await moveClockPast(request, booking, page);
    await signIn(page, 'owner@example.com');
    const modal = await openNoShow(page, booking, client.name);
    await expect(modal.getByText('Card ending 3155', { exact: true })).toBeVisible();
    await confirmNoShow(page, modal, booking._id);
    await expect(modal.getByRole('status')).toHaveText(
      'Marked as no-show. The bank asks the client to confirm this payment: we e-mailed them a payment link',
    );
    await modal.getByRole('button', { name: 'Done' }).click();

    const ask = await mailbox.waitFor(
      (m) => m.to.includes(client.email) && m.subject.startsWith('Please confirm the no-show fee'),
    );
    const link = new URL(/https?:\S+pay-appointment-fee\?token=\S+/.exec(ask.text)![0]);
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { name: 'Pay your appointment fee' })).toBeVisible();
    await page.getByRole('button', { name: `Pay ${FEE}` }).click();
    await page
      .getByRole('dialog', { name: 'Authenticate your payment' })
      .getByRole('button', { name: 'Complete authentication' })
      .click();
    await expect(page.getByRole('heading', { name: 'Your fee is paid' })).toBeVisible();

    // Back in the calendar, the appointment shows the fee paid.
    const paid = await openNoShow(page, booking, client.name);
    await expect(paid.getByRole('status')).toHaveText(CHARGED);
  } finally {
    await moveClock(request, 0);
    await setCardOnFile(request, false);
  }
});
