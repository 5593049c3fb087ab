import { expect, test } from './fixtures';

/**
 * The page of a fee's e-mailed payment link is a page of the salon's site (HTTP 200, not the
 * site's 404), and a link the server did not sign opens nothing: the page says so, and so does the server.
 * The full approve path (a card on file that asks for authentication, marked No-show, the e-mailed link
 * paid) is no-show-charge.spec.ts's second case.
 */
const FORGED = `${'A'.repeat(43)}.${'B'.repeat(43)}`;

test('a payment link the server did not sign opens nothing', async ({ page, request }) => {
  const response = await page.goto(`/salon/demo-salon/pay-appointment-fee?token=${FORGED}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Pay your appointment fee' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('This payment link is not valid');
  await expect(page.getByRole('link', { name: 'Go to the salon’s site' })).toHaveAttribute(
    'href',
    '/salon/demo-salon',
  );

  const answer = await request.get(`/api/v1/public/appointment/fee-payment?token=${FORGED}`);
  expect(answer.status()).toBe(404);
  expect(((await answer.json()) as { message: string }).message).toBe('This payment link is not valid');
});
