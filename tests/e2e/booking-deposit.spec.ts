import { expect, test } from './fixtures';
import { bookPolicyService, withServicePayment } from './payment-policy-steps';

/**
 * Issue 22: a visitor books a service that takes a deposit, pays it with the card that asks 3-D Secure
 * (offline provider: the test authentication dialog), approves, sees Thank You with the deposit, and the
 * confirmation e-mail mentions the deposit. Deep Conditioning takes a $10.00 deposit for this spec only
 * (back to none afterwards); the e-mail and phone are this spec's own.
 */
const EMAIL = 'dana.deposit.e2e@example.com';
const PHONE = '6465550191';
test('a deposit paid with 3-D Secure confirms the booking and its e-mail names the deposit', async ({
  page,
  request,
  mailbox,
}) => {
  await withServicePayment(
    request,
    { paymentPolicy: 'deposit', deposit: { kind: 'fixed', value: 10 } },
    async () => {
      await bookPolicyService(page, { name: 'Dana Deposit', email: EMAIL, phone: PHONE });

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
    },
  );
});
