import { expect, test } from './fixtures';
import { bookPolicyService, payDepositWithBankStep, withServicePayment } from './payment-policy-steps';

/**
 * A visitor books a service that takes a deposit, pays it with the card that asks 3-D Secure
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

      await payDepositWithBankStep(page, '$10.00');

      const thanks = page.getByRole('dialog', { name: 'Thank You' });
      await expect(thanks.getByText('Deposit paid: $10.00')).toBeVisible();

      const mail = await mailbox.waitFor(
        // The confirmation, not the hold's e-mail with its link to pay.
        (m) => m.to.includes(EMAIL) && m.subject.startsWith('Your appointment'),
      );
      expect(mail.text).toContain('Deposit');
      expect(mail.text).toContain('$10.00 paid');
    },
  );
});
